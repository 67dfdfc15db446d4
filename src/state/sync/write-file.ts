import { nextStamp } from '../../domain/hlc';
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
  store.flush();
  const device = ensureDevice(storage, store);
  const state = store.getState();
  const sync = readSyncState(storage);
  const clock = laterStamp(device.clock, latestStamp(state.habits));
  const file: SyncFile = {
    app: SYNC_APP,
    format: SYNC_FORMAT,
    device: { id: device.id, name: device.name },
    // The save time on this device's clock: never below a time it holds.
    savedAt: nextStamp(clock, now, device.id),
    seen: seenIn(sync),
    data: { version: 1, habits: state.habits as Habit[] },
    badges: { unlocked: [...state.unlocked], seen: [...state.seen] },
  };
  const text = JSON.stringify(file);
  if (!sync.passphrase) return text;
  const encrypted = await encryptText(text, sync.passphrase);
  return JSON.stringify({ app: SYNC_APP, format: SYNC_FORMAT, encrypted });
}

/** The other devices whose files this device merged, as its own file lists them (`seen`). */
export function seenIn(sync: SyncState): Record<string, DeviceSeen> {
  const seen: Record<string, DeviceSeen> = {};
  for (const [id, d] of Object.entries(sync.devices ?? {}))
    seen[id] = { name: d.name, savedAt: d.savedAt };
  return seen;
}
