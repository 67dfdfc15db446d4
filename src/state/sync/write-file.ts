import { nextStamp, type Stamp } from '../../domain/hlc';
import type { Habit } from '../../domain/habit/model';
import { laterStamp } from '../../domain/merge-records';
import {
  latestStamp,
  SYNC_APP,
  SYNC_FORMAT,
  type DeviceSeen,
  type SyncFile,
} from '../../domain/sync-file';
import { encryptText } from '../../platform/sync-crypto';
import type { KeyValueStore } from '../../storage/safe-storage';
import { readSyncState, type SyncState } from '../../storage/sync-key';
import type { AppStore } from '../app-store';
import { ensureDevice, type Device } from './device';

/** Writing this device's sync file (docs/product.md §17.1): its names and its text. */

/** The name of a device's own file in a place: one file per device, written by it alone. */
export const placeFileName = (device: Device) => `tickday-${device.id}.json`;

/** The name of a saved sync file: `tickday-sync-<device>.json` (its name, made file-safe). */
export function syncFileName(device: Device): string {
  const slug = device.name
    .normalize('NFKD')
    .replace(/[^\w-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
    .slice(0, 32);
  return `tickday-sync-${slug || device.id}.json`;
}

/** This device's sync file as text: its data and badges, encrypted when a passphrase is set. */
export async function syncFileText(
  storage: KeyValueStore | null,
  store: AppStore,
  now = Date.now(),
): Promise<string> {
  return (await syncFileOf(storage, store, now)).text;
}

/**
 * This device's sync file: its text, its save time (which tells this write from any other, §17.6)
 * and the habits it holds, as they were when it was made: a change made while the text is
 * encrypted or written is not in it.
 */
export async function syncFileOf(
  storage: KeyValueStore | null,
  store: AppStore,
  now = Date.now(),
): Promise<{ text: string; savedAt: Stamp; habits: readonly Habit[] }> {
  store.flush();
  const device = ensureDevice(storage, store);
  const state = store.getState();
  const sync = readSyncState(storage);
  const clock = laterStamp(device.clock, latestStamp(state.habits));
  // The save time on this device's clock: never below a time it holds.
  const savedAt = nextStamp(clock, now, device.id);
  const file: SyncFile = {
    app: SYNC_APP,
    format: SYNC_FORMAT,
    device: { id: device.id, name: device.name },
    savedAt,
    seen: seenIn(sync),
    data: { version: 1, habits: state.habits as Habit[] },
    badges: { unlocked: [...state.unlocked], seen: [...state.seen] },
  };
  const plain = JSON.stringify(file);
  const text = sync.passphrase
    ? JSON.stringify({
        app: SYNC_APP,
        format: SYNC_FORMAT,
        encrypted: await encryptText(plain, sync.passphrase),
      })
    : plain;
  return { text, savedAt, habits: state.habits };
}

/** The other devices whose files this device merged, as its own file lists them (`seen`). */
export function seenIn(sync: SyncState): Record<string, DeviceSeen> {
  const seen: Record<string, DeviceSeen> = {};
  for (const [id, d] of Object.entries(sync.devices ?? {}))
    seen[id] = { name: d.name, savedAt: d.savedAt };
  return seen;
}
