import { STORAGE_KEYS } from '../../storage/keys';

/**
 * The keys whose stored text the snapshot records and the inline script compares (snapshot.ts).
 * A module of its own: the page's schedule follows them (snapshot-schedule.lazy.ts) without
 * putting the rest of snapshot.ts in its chunk.
 */
export const SNAPSHOT_INPUTS: readonly string[] = Object.values(STORAGE_KEYS).filter(
  (key) => key !== STORAGE_KEYS.data && key !== STORAGE_KEYS.snapshot,
);
