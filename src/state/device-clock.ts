import { compareStamps, isStamp, nextStamp, type Stamp } from '../domain/hlc';
import { STORAGE_KEYS } from '../storage/keys';
import { readRaw, writeRaw, type KeyValueStore } from '../storage/safe-storage';

/**
 * The change times of this device's edits (docs/product.md §17.2). Until sync is first used there
 * is no device key and a change's time is the wall time, as 1.3 stored it; once it exists, the
 * device's hybrid logical clock, never below the latest time it has made or merged: its `clock`
 * field, raised by each sync and by each change here, so a reload with a wall clock set back
 * still stamps after this device's own earlier changes.
 */
export function deviceClock(storage: KeyValueStore | null) {
  let device: string | null | undefined;
  let last: Stamp | undefined;
  let stored: object = {};
  function read() {
    device = null;
    try {
      const value = JSON.parse(readRaw(storage, STORAGE_KEYS.device) ?? 'null') as unknown;
      if (typeof value !== 'object' || value === null) return;
      stored = value;
      const { id, clock } = value as { id?: unknown; clock?: unknown };
      if (typeof id === 'string' && /^[0-9a-z]{1,16}$/.test(id)) device = id;
      if (isStamp(clock) && compareStamps(clock, last) > 0) last = clock;
    } catch {
      // An unreadable device key: no device, wall times (sync reports it and makes a new one).
    }
  }
  return {
    /** The change time of a change made at wall time `now`. */
    stamp(now: number): Stamp {
      if (device === undefined) read();
      if (!device) return now;
      last = nextStamp(last, now, device);
      writeRaw(storage, STORAGE_KEYS.device, JSON.stringify({ ...stored, clock: last }));
      return last;
    },
    /** Reads the device key again: sync was set up, or merged later times (here or in a tab). */
    reload() {
      device = undefined;
    },
  };
}
