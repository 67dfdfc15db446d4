import { nextStamp } from '../../domain/hlc';
import type { Habit } from '../../domain/habit/model';
import { compactTombstones, type SyncFile } from '../../domain/sync-file';
import { PlaceError, type SyncPlace } from '../../platform/sync-place';
import type { KeyValueStore } from '../../storage/safe-storage';
import { readSyncState, writeSyncState, type SyncProblem } from '../../storage/sync-key';
import type { AppStore } from '../app-store';
import { applySyncFiles } from './apply';
import { ensureDevice, renewDevice } from './device';
import { isEncryptedFile, readSyncText } from './read-file';
import { placeFileName, seenIn, syncFileOf } from './write-file';

/** Driving a place (docs/product.md §17.1): one sync through a folder or a WebDAV server. */

/** What a sync through a place did. */
export type SyncOutcome =
  | {
      ok: true;
      merged: number;
      skipped: { name: string; problem: SyncProblem }[];
      /** The devices whose files merged are not encrypted, though this device encrypts its own. */
      plain: string[];
      /** Another device wrote this one's file (the same id): this one took a new id. */
      renamed?: true;
      /** The habits the file written holds: a change made since is not in it (runtime.ts). */
      sent: readonly Habit[];
    }
  | { ok: false; problem: SyncProblem; skipped?: { name: string; problem: SyncProblem }[] };

/**
 * One sync through `place` (§17.1): every other device's file read (those unchanged since the
 * last sync skipped), merged in memory and stored once, tombstones every device has merged
 * compacted, then this device's own file written whole (If-Match its last version). Two tabs
 * never sync at once (a Web Lock); a failure leaves the data as it was before the sync, or
 * merged and stored with only the file unwritten. `merged`: the versions of the files merged
 * before, by place and file (those unchanged are skipped), the runtime's memory (runtime.ts).
 */
export async function syncThroughPlace(
  storage: KeyValueStore | null,
  store: AppStore,
  place: SyncPlace,
  placeKey: string,
  merged: Map<string, string>,
  now: () => number = Date.now,
): Promise<SyncOutcome> {
  const run = async (): Promise<SyncOutcome> => {
    const device = ensureDevice(storage, store);
    const own = placeFileName(device);
    const passphrase = readSyncState(storage).passphrase;
    let outcome: SyncOutcome;
    try {
      outcome = await once(own, passphrase);
    } catch (error) {
      if (error instanceof PlaceError && error.reason === 'changed') {
        // Another tab or device wrote this device's file in between: read again, once.
        outcome = await once(own, passphrase).catch((e: unknown) => failure(e));
      } else outcome = failure(error);
    }
    const sync = readSyncState(storage);
    const at = now();
    const skipped = outcome.skipped ?? [];
    const plain = outcome.ok ? outcome.plain : [];
    writeSyncState(storage, {
      ...sync,
      last: {
        at,
        ...(outcome.ok ? {} : { problem: outcome.problem }),
        ...(skipped.length > 0 ? { skipped } : {}),
        ...(plain.length > 0 ? { plain } : {}),
      },
      ...(outcome.ok ? { syncedAt: at } : {}),
    });
    return outcome;
  };

  async function once(own: string, passphrase: string | undefined): Promise<SyncOutcome> {
    const { written: writtenBy, tried, mixed } = readSyncState(storage);
    const written = writtenBy?.[placeKey];
    const entries = await place.list();
    const files: { file: SyncFile; habits: Habit[] }[] = [];
    const skipped: { name: string; problem: SyncProblem }[] = [];
    const plain: string[] = [];
    const versions: [string, string][] = [];
    let ownVersion: string | null = null;
    for (const entry of entries) {
      if (entry.name === own) {
        ownVersion = entry.version;
        continue;
      }
      const key = `${placeKey}\u0000${entry.name}`;
      if (merged.get(key) === entry.version) continue;
      let text: string;
      try {
        ({ text } = await place.read(entry.name));
      } catch (error) {
        // Removed between the listing and the read (its device renamed it, a service moved it).
        if (error instanceof PlaceError && error.reason === 'not-found') continue;
        throw error;
      }
      const read = await readSyncText(text, passphrase, now());
      if (!read.ok) skipped.push({ name: entry.name, problem: read.problem });
      else {
        files.push(read);
        if (passphrase && !isEncryptedFile(text)) plain.push(read.file.device.name);
        // The listing's version, not the read's: a server may tag the two differently (nginx's
        // DAV lists no ETag but sends one with the file), and then every sync read every file.
        versions.push([key, entry.version]);
      }
    }
    // Files this device cannot read, because it has no passphrase or another one: its own file
    // written beside them would be one the others cannot read. Nothing is merged or written
    // until the person sets the passphrase or chooses to sync anyway (§17.6).
    if (!mixed) {
      const reasons = new Set(skipped.map((s) => s.problem));
      if (!passphrase && reasons.has('passphrase-needed'))
        return { ok: false, problem: 'locked', skipped };
      if (passphrase && reasons.has('wrong-passphrase'))
        return { ok: false, problem: 'other-passphrase', skipped };
    }
    // This device's file, written by someone else: another device with this id (a copied browser
    // profile). Its data is merged, and this device takes a new id and file.
    let twin = ownVersion !== null && written !== undefined && ownVersion !== written;
    if (twin && ownVersion !== null) {
      const read = await readSyncText((await place.read(own)).text, passphrase, now());
      // Unreadable: this device's own write, cut short on the way (a server that writes in
      // place). Nobody else wrote it: it is repaired below, under the same name.
      if (!read.ok) twin = false;
      // The save time this device last tried to write: its own write, done by the server though
      // its answer was lost (a timeout, a dropped connection). That version is this device's.
      else if (read.file.savedAt === tried?.[placeKey]) {
        twin = false;
        const state = readSyncState(storage);
        writeSyncState(storage, {
          ...state,
          written: { ...state.written, [placeKey]: ownVersion },
        });
      } else files.push(read);
    }
    // Every file read whole before anything is applied: a failure above changes nothing here.
    // A merge with no room in storage changes nothing either, and writes no file.
    if (files.length > 0 && !applySyncFiles(storage, store, files, now()))
      return { ok: false, problem: 'storage-full' };
    const name = twin ? placeFileName(renewDevice(storage, store)) : own;
    compact();
    const { text, savedAt, habits: sent } = await syncFileOf(storage, store, now());
    // Remembered before writing: should the answer be lost, the next sync knows this write.
    const before = readSyncState(storage);
    writeSyncState(storage, { ...before, tried: { ...before.tried, [placeKey]: savedAt } });
    const version = await place.write(name, text, twin ? null : ownVersion);
    const state = readSyncState(storage);
    writeSyncState(storage, { ...state, written: { ...state.written, [placeKey]: version } });
    for (const [key, v] of versions) merged.set(key, v);
    return {
      ok: true,
      merged: files.length,
      skipped,
      plain,
      ...(twin ? { renamed: true } : {}),
      sent,
    };
  }

  function compact() {
    const device = ensureDevice(storage, store);
    const sync = readSyncState(storage);
    const savedAt = nextStamp(device.clock, now(), device.id);
    // What each other device had merged, as its last file merged here said.
    const devices = [
      { id: device.id, savedAt, seen: seenIn(sync) },
      ...Object.entries(sync.devices ?? {}).map(([id, d]) => ({
        id,
        savedAt: d.savedAt,
        seen: d.seen ?? {},
      })),
    ];
    store.changeHabits((habits) => compactTombstones(habits, devices));
    store.flush();
  }

  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return run();
  return (await locks.request('tickday-sync', { ifAvailable: true }, (lock) =>
    lock ? run() : ({ ok: false, problem: 'busy' } as const),
  )) as SyncOutcome;
}

function failure(error: unknown): SyncOutcome {
  if (error instanceof PlaceError) return { ok: false, problem: error.reason };
  return { ok: false, problem: 'failed' };
}
