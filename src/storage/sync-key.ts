import * as v from 'valibot';
import { isStamp, type Stamp } from '../domain/hlc';
import type { DeviceSeen } from '../domain/sync-file';
import { STORAGE_KEYS } from './keys';
import { readJson, writeRaw, type KeyValueStore, type WriteResult } from './safe-storage';
import { isSyncPlace, type SyncPlaceKind } from './sync-key-place';

/**
 * The sync key (docs/product.md §17): how this device syncs, and how its last sync went. The one
 * place it is read, checked and written; loaded with the sync code only (the first paint reads
 * its place alone, storage/sync-key-place.ts).
 */

/** Why a sync through a place failed, or why one device's file could not be merged. */
export const SYNC_PROBLEMS = [
  // A place's failures (platform/sync-place.ts, PlaceFailure).
  'offline',
  'timeout',
  'unauthorized',
  'forbidden',
  'not-found',
  'changed',
  'full',
  'cors',
  'unreachable',
  'insecure',
  'permission',
  'failed',
  // A file's.
  'newer',
  'damaged',
  'not-sync',
  'backup',
  'passphrase-needed',
  'wrong-passphrase',
  'future',
  /** Another tab was syncing. */
  'busy',
  /** What the files bring does not fit in this browser's storage: nothing was merged. */
  'storage-full',
  /** Other devices' files are encrypted and no passphrase is set here: nothing written. */
  'locked',
  /** Other devices' files are encrypted with another passphrase than this one: nothing written. */
  'other-passphrase',
] as const;
export type SyncProblem = (typeof SYNC_PROBLEMS)[number];

/** What this device knows of the others and of its last sync. */
export interface SyncState {
  place?: SyncPlaceKind;
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
  /**
   * The save time of the file this device last tried to write, by place, kept before writing: a
   * write whose answer was lost is known as its own by it (§17.6).
   */
  tried?: Record<string, Stamp>;
}

const problem = v.picklist(SYNC_PROBLEMS);
const stamp = v.custom<Stamp>(isStamp);
const seen = v.record(v.string(), v.looseObject({ name: v.string(), savedAt: stamp }));

/** Each field's check. Loose: unknown fields pass (and are kept, written back as they were). */
const FIELDS: { [K in keyof SyncState]-?: v.GenericSchema<unknown, SyncState[K]> } = {
  place: v.custom<SyncPlaceKind>(isSyncPlace),
  webdav: v.looseObject({ url: v.string(), user: v.string(), password: v.string() }),
  passphrase: v.string(),
  devices: v.record(
    v.string(),
    v.looseObject({
      name: v.string(),
      savedAt: stamp,
      mergedAt: v.number(),
      seen: v.optional(seen),
    }),
  ),
  last: v.looseObject({
    at: v.number(),
    problem: v.optional(problem),
    skipped: v.optional(v.array(v.looseObject({ name: v.string(), problem }))),
    plain: v.optional(v.array(v.string())),
  }),
  mixed: v.literal(true),
  syncedAt: v.number(),
  written: v.record(v.string(), v.string()),
  tried: v.record(v.string(), stamp),
};

const isKnown = (key: string): key is keyof SyncState => Object.hasOwn(FIELDS, key);

/** The stored object, or null when the key is missing, not JSON or not an object. */
function storedObject(storage: KeyValueStore | null): Record<string, unknown> | null {
  const stored = readJson(storage, STORAGE_KEYS.sync);
  return typeof stored === 'object' && stored !== null && !Array.isArray(stored)
    ? (stored as Record<string, unknown>)
    : null;
}

/**
 * The sync key read and checked, field by field: a field of ours that fails its check reads as
 * absent (no place, no last sync), and stays in storage as it was until this device writes that
 * field again; unknown fields are kept. A key that is missing, not JSON or not an object reads as
 * empty (sync not set up), and the next write replaces it.
 */
export function readSyncState(storage: KeyValueStore | null): SyncState {
  const stored = storedObject(storage);
  if (!stored) return {};
  const state: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(stored))
    if (!isKnown(key) || v.is(FIELDS[key], value)) state[key] = value;
  return state;
}

/**
 * Writes the sync key: `state` in its order (a key read and written back unchanged keeps its
 * bytes), then any field of ours stored damaged that `state` does not set (never lost).
 */
export function writeSyncState(storage: KeyValueStore | null, state: SyncState): WriteResult {
  const damaged: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(storedObject(storage) ?? {}))
    if (isKnown(key) && !(key in state) && !v.is(FIELDS[key], value)) damaged[key] = value;
  return writeRaw(storage, STORAGE_KEYS.sync, JSON.stringify({ ...state, ...damaged }));
}
