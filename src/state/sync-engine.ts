import { compareStamps, isStamp, nextStamp, stampParts, type Stamp } from '../domain/hlc';
import { DAY_MS, dayOf } from '../domain/days';
import type { Habit } from '../domain/habit/model';
import { laterStamp, mergeData } from '../domain/merge-records';
import {
  compactTombstones,
  isDeviceId,
  latestDoneDay,
  latestStamp,
  readSyncShape,
  summarizeChanges,
  SYNC_APP,
  SYNC_FORMAT,
  type ChangeSummary,
  type DeviceSeen,
  type SyncFile,
} from '../domain/sync-file';
import { decryptText, encryptText, isEncrypted } from '../platform/sync-crypto';
import { PlaceError, type PlaceFailure, type SyncPlace } from '../platform/sync-place';
import { isBadgeId } from '../domain/badges';
import { BACKUP_FORMAT, type MergeSource } from '../storage/backup';
import { parseData } from '../storage/codec';
import { STORAGE_KEYS } from '../storage/keys';
import { readJson, writeRaw, type KeyValueStore } from '../storage/safe-storage';
import type { AppStore } from './app-store';
import { dayRuleOf } from './device-day-rule';

/**
 * Sync between devices (docs/product.md §17), loaded only when used: this device's id and name,
 * its sync file, reading other devices' files, and one sync through a place (a folder, WebDAV).
 * Every path merges through the one merge (mergeData), in memory, and stores once.
 */

/** This device (the device key): its id, the name its user gave it, the latest time merged. */
export interface Device {
  id: string;
  name: string;
  clock?: Stamp;
}

/** What this device knows of the others and of its last sync (the sync key). */
export interface SyncState {
  /** How this device syncs by itself: a folder (its handle lives in IndexedDB) or WebDAV. */
  place?: 'folder' | 'webdav';
  webdav?: { url: string; user: string; password: string };
  /** Remembered on this device only; never written into a file. */
  passphrase?: string;
  /**
   * The other devices whose files were merged: each file's save time, when it was merged, and
   * what that device said it had merged (for compacting tombstones).
   */
  devices?: Record<string, DeviceSeen & { mergedAt: number; seen?: Record<string, DeviceSeen> }>;
  /**
   * The last sync tried: when, the problem in a word if it failed, the files it could not merge
   * with why, and the devices whose files it merged unencrypted though this device encrypts.
   */
  last?: {
    at: number;
    problem?: SyncProblem;
    skipped?: { name: string; problem: SyncProblem }[];
    plain?: string[];
  };
  /**
   * The person chose to sync with the files they cannot read (or a passphrase the others lack):
   * this device's file is written beside them (§17.6). Until then a sync writes nothing there.
   */
  mixed?: true;
  /** When a sync through the place last went through (ms). */
  syncedAt?: number;
  /** The version of its own file this device last wrote, by place. */
  written?: Record<string, string>;
}

export type SyncProblem =
  | PlaceFailure
  | 'newer'
  | 'damaged'
  | 'not-sync'
  | 'backup'
  | 'passphrase-needed'
  | 'wrong-passphrase'
  | 'future'
  | 'busy'
  /** What the files bring does not fit in this browser's storage: nothing was merged. */
  | 'storage-full'
  /** Other devices' files are encrypted and no passphrase is set here: nothing written. */
  | 'locked'
  /** Other devices' files are encrypted with another passphrase than this one: nothing written. */
  | 'other-passphrase';

/**
 * A device's default name: the kind of device and browser and a short code from its id, "Chrome on
 * Linux (K3F9)", which the user may change: two devices of one kind are told apart (docs/product.md
 * §17.1). Stored and written into sync files in English, as it always was (§18.4); the Sync
 * section says it in the language in use (features/settings/sync-words.ts, `deviceNameWords`).
 */
export function defaultDeviceName(userAgent = navigator.userAgent, id?: string): string {
  const os = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad/.test(userAgent)
      ? 'iPhone'
      : /Mac OS/.test(userAgent)
        ? 'Mac'
        : /Windows/.test(userAgent)
          ? 'Windows'
          : /Linux|CrOS/.test(userAgent)
            ? 'Linux'
            : 'This device';
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrome\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : '';
  const kind = browser ? `${browser} on ${os}` : os;
  return id ? `${kind} (${deviceCode(id)})` : kind;
}

/** The short code of a device's default name: the start of its id, "K3F9". */
export const deviceCode = (id: string) => id.slice(0, 4).toUpperCase();

/** A default name, with or without its code (earlier Tickdays gave none). */
const DEFAULT_NAME =
  /^((?:(?:Edge|Firefox|Chrome|Safari) on )?(?:Android|iPhone|Mac|Windows|Linux|This device))( \([0-9A-Z]{4}\))?$/;

/**
 * The name a device goes by: a default name an earlier Tickday gave, without a code, carries this
 * id's code; with `renewed` (a copied browser took a new id), a default name's code is the new
 * id's. A name the user gave is theirs.
 */
export function deviceNameFor(name: string, id: string, renewed = false): string {
  const parts = DEFAULT_NAME.exec(name);
  if (!parts || (parts[2] && !renewed)) return name;
  return `${parts[1]} (${deviceCode(id)})`;
}

const newId = () =>
  [...crypto.getRandomValues(new Uint8Array(8))].map((b) => (b % 36).toString(36)).join('');

/**
 * A new id for this device, its name kept (a default name takes the new id's code): another
 * device writes its file under the old one (a browser profile copied to a second machine).
 */
function renewDevice(storage: KeyValueStore | null, store: AppStore): Device {
  const old = ensureDevice(storage, store);
  const id = newId();
  const device = { ...old, id, name: deviceNameFor(old.name, id, true) };
  saveDevice(storage, store, device);
  return device;
}

/** The device key, made (a random id) on first use of sync. */
export function ensureDevice(storage: KeyValueStore | null, store: AppStore): Device {
  const stored = readJson(storage, STORAGE_KEYS.device) as Partial<Device> | null;
  if (stored && isDeviceId(stored.id)) {
    return {
      id: stored.id,
      name:
        typeof stored.name === 'string'
          ? deviceNameFor(stored.name, stored.id)
          : defaultDeviceName(undefined, stored.id),
      ...(isStamp(stored.clock) ? { clock: stored.clock } : {}),
    };
  }
  const id = newId();
  const device = { id, name: defaultDeviceName(undefined, id) };
  saveDevice(storage, store, device);
  return device;
}

function saveDevice(storage: KeyValueStore | null, store: AppStore, device: Device) {
  writeRaw(storage, STORAGE_KEYS.device, JSON.stringify(device));
  // The document's clock reads the key again: it stamps with this device from now on.
  store.reread(STORAGE_KEYS.device);
}

/** Renames this device (`This device's name`, up to 32 characters). */
export function renameDevice(storage: KeyValueStore | null, store: AppStore, name: string) {
  const device = ensureDevice(storage, store);
  const trimmed = name.trim().slice(0, 32);
  if (trimmed) saveDevice(storage, store, { ...device, name: trimmed });
}

export function readSyncState(storage: KeyValueStore | null): SyncState {
  const stored = readJson(storage, STORAGE_KEYS.sync);
  return typeof stored === 'object' && stored !== null ? (stored as SyncState) : {};
}

export function writeSyncState(storage: KeyValueStore | null, state: SyncState) {
  return writeRaw(storage, STORAGE_KEYS.sync, JSON.stringify(state));
}

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
function seenIn(sync: SyncState): Record<string, DeviceSeen> {
  const seen: Record<string, DeviceSeen> = {};
  for (const [id, d] of Object.entries(sync.devices ?? {}))
    seen[id] = { name: d.name, savedAt: d.savedAt };
  return seen;
}

/** A sync file read: its device and habits, or why it cannot be used. */
export type ReadSync =
  | { ok: true; file: SyncFile; habits: Habit[] }
  | {
      ok: false;
      problem: Exclude<
        SyncProblem,
        PlaceFailure | 'busy' | 'storage-full' | 'locked' | 'other-passphrase'
      >;
    };

/** Whether a sync file's text is an encrypted one (its outer object carries `encrypted`). */
export function isEncryptedFile(text: string): boolean {
  try {
    const json: unknown = JSON.parse(text);
    return typeof json === 'object' && json !== null && 'encrypted' in json;
  } catch {
    return false;
  }
}

/** How far ahead of this device's clock a file's times may be: beyond, the file is refused. */
export const MAX_AHEAD_MS = DAY_MS;

/**
 * Reads a sync file's text (decrypting it with `passphrase` when it is encrypted). A file whose
 * times lie more than a day ahead of `now` is refused (`future`): merged, one time in 2286 would
 * win over every later change and hold every device's clock there. So is one with a day done or
 * logged beyond any zone's today a day ahead (a date mark a year ahead). Anything that breaks the
 * reading (a file nested thousands deep) reads as damaged.
 */
export async function readSyncText(
  text: string,
  passphrase?: string,
  now = Date.now(),
): Promise<ReadSync> {
  try {
    return await readSyncUnguarded(text, passphrase, now);
  } catch {
    return { ok: false, problem: 'damaged' };
  }
}

async function readSyncUnguarded(
  text: string,
  passphrase: string | undefined,
  now: number,
): Promise<ReadSync> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'damaged' };
  }
  if (typeof json === 'object' && json !== null && 'encrypted' in json) {
    const outer = json as { app?: unknown; format?: unknown; encrypted: unknown };
    if (outer.app !== SYNC_APP) return { ok: false, problem: 'not-sync' };
    if (typeof outer.format !== 'number' || outer.format > SYNC_FORMAT)
      return { ok: false, problem: 'newer' };
    if (!isEncrypted(outer.encrypted)) return { ok: false, problem: 'damaged' };
    if (!passphrase) return { ok: false, problem: 'passphrase-needed' };
    try {
      json = JSON.parse(await decryptText(outer.encrypted, passphrase));
    } catch {
      return { ok: false, problem: 'wrong-passphrase' };
    }
  }
  const shape = readSyncShape(json);
  if (!shape.ok) {
    // A backup (Your data's Export backup) picked here: said so, with where it belongs.
    const format = (json as { format?: unknown } | null)?.format;
    return shape.problem === 'not-sync' && format === BACKUP_FORMAT
      ? { ok: false, problem: 'backup' }
      : shape;
  }
  const parsed = parseData(JSON.stringify(shape.file.data));
  if (!parsed.ok) return { ok: false, problem: 'damaged' };
  const { file } = shape;
  const times = [
    file.savedAt,
    latestStamp(parsed.habits),
    ...Object.values(file.seen).map((s) => s.savedAt),
  ];
  if (times.some((t) => t !== undefined && stampParts(t)[0] > now + MAX_AHEAD_MS))
    return { ok: false, problem: 'future' };
  // A day done or logged after the latest today of any zone (UTC+14) a day ahead.
  const lastDay = latestDoneDay(parsed.habits);
  if (lastDay !== undefined && lastDay > dayOf(now + MAX_AHEAD_MS) + 1)
    return { ok: false, problem: 'future' };
  return { ok: true, file, habits: parsed.habits };
}

/**
 * Merges the read files into the app's data through the backup Merge's path (one merge, in
 * memory, stored once), raises this device's clock to the latest time merged, and records the
 * devices seen. Returns Undo: each habit the merge changed and nobody changed since goes back to
 * what it was (a habit the merge brought goes); a change made after (another tab, a sync) stays.
 * Null when the merged data does not fit in storage: then nothing changed (§17.6).
 */
export function applySyncFiles(
  storage: KeyValueStore | null,
  store: AppStore,
  files: readonly { file: SyncFile; habits: Habit[] }[],
  now = Date.now(),
): (() => void) | null {
  const before = store.getState().habits;
  const device = ensureDevice(storage, store);
  const others = files.filter((f) => f.file.device.id !== device.id);
  const lists = files.map((f) => f.habits);
  const merge: MergeSource = {
    badges: {
      unlocked: files.flatMap((f) => f.file.badges.unlocked).filter(isBadgeId),
      seen: files.flatMap((f) => f.file.badges.seen).filter(isBadgeId),
    },
    mergeInto: (current, at, rule) => mergeData(current, lists, at, rule),
  };
  if (!store.importBackup(merge, 'merge').ok) return null;
  store.flush();
  // Later changes here are stamped after everything merged, whatever this device's clock says.
  let clock = device.clock;
  for (const f of files)
    clock = laterStamp(clock, laterStamp(f.file.savedAt, latestStamp(f.habits)));
  if (compareStamps(clock, device.clock) > 0) saveDevice(storage, store, { ...device, clock });
  const sync = readSyncState(storage);
  const devices = { ...sync.devices };
  for (const { file } of others) {
    const known = devices[file.device.id];
    if (!known || compareStamps(file.savedAt, known.savedAt) >= 0)
      devices[file.device.id] = {
        name: file.device.name,
        savedAt: file.savedAt,
        mergedAt: now,
        seen: file.seen,
      };
  }
  writeSyncState(storage, { ...sync, devices });
  const applied = new Map(store.getState().habits.map((h) => [h.id, JSON.stringify(h)]));
  const ids = (habits: readonly Habit[]) => habits.map((h) => h.id).join('\u0000');
  const appliedOrder = ids(store.getState().habits);
  const was = new Map(before.map((h) => [h.id, h]));
  const place = new Map(before.map((h, i) => [h.id, i]));
  return () =>
    store.changeHabits((habits) => {
      const back: Habit[] = [];
      for (const habit of habits) {
        const untouched = applied.get(habit.id) === JSON.stringify(habit);
        const old = was.get(habit.id);
        if (!untouched) back.push(habit);
        else if (old) back.push(old);
      }
      // The order as it was too (the merge may have taken another device's), unless the list
      // changed since (a habit added, or reordered here).
      if (ids(habits) === appliedOrder && back.every((h) => place.has(h.id)))
        back.sort((x, y) => (place.get(x.id) as number) - (place.get(y.id) as number));
      return back.length === habits.length && back.every((h, i) => h === habits[i]) ? habits : back;
    });
}

/** What merging `files` would change here, shown before Open sync file applies it. */
export function previewSyncFiles(
  store: AppStore,
  files: readonly { file: Pick<SyncFile, 'badges'>; habits: Habit[] }[],
  now = Date.now(),
): ChangeSummary {
  const { habits, days, unlocked, seen } = store.getState();
  const rule = dayRuleOf(days);
  const after = mergeData(
    habits,
    files.map((f) => f.habits),
    now,
    rule,
  );
  return summarizeChanges(habits, after, rule, {
    have: { unlocked, seen },
    bring: {
      unlocked: files.flatMap((f) => f.file.badges.unlocked).filter(isBadgeId),
      seen: files.flatMap((f) => f.file.badges.seen).filter(isBadgeId),
    },
  });
}

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
    }
  | { ok: false; problem: SyncProblem; skipped?: { name: string; problem: SyncProblem }[] };

/** The versions of the files last merged, by place (skipped when unchanged); memory only. */
const merged = new Map<string, string>();

/**
 * One sync through `place` (§17.1): every other device's file read (those unchanged since the
 * last sync skipped), merged in memory and stored once, tombstones every device has merged
 * compacted, then this device's own file written whole (If-Match its last version). Two tabs
 * never sync at once (a Web Lock); a failure leaves the data as it was before the sync, or
 * merged and stored with only the file unwritten.
 */
export async function syncThroughPlace(
  storage: KeyValueStore | null,
  store: AppStore,
  place: SyncPlace,
  placeKey: string,
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
    const { written: writtenBy, mixed } = readSyncState(storage);
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
    if (twin) {
      const read = await readSyncText((await place.read(own)).text, passphrase, now());
      if (read.ok) files.push(read);
      // Unreadable: this device's own write, cut short on the way (a server that writes in
      // place). Nobody else wrote it: it is repaired below, under the same name.
      else twin = false;
    }
    // Every file read whole before anything is applied: a failure above changes nothing here.
    // A merge with no room in storage changes nothing either, and writes no file.
    if (files.length > 0 && !applySyncFiles(storage, store, files, now()))
      return { ok: false, problem: 'storage-full' };
    const name = twin ? placeFileName(renewDevice(storage, store)) : own;
    compact();
    const text = await syncFileText(storage, store, now());
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
