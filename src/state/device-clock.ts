import { compareStamps, nextStamp, type Stamp } from '../domain/hlc';
import { readDeviceKey, writeDeviceKey } from '../storage/device-key';
import type { KeyValueStore } from '../storage/safe-storage';

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
    // An unreadable device key: no device, wall times (sync makes a new one).
    const key = readDeviceKey(storage);
    device = key?.device.id ?? null;
    if (!key) return;
    stored = key.stored;
    const { clock } = key.device;
    if (clock !== undefined && compareStamps(clock, last) > 0) last = clock;
  }
  return {
    /** The change time of a change made at wall time `now`. */
    stamp(now: number): Stamp {
      if (device === undefined) read();
      if (!device) return now;
      last = nextStamp(last, now, device);
      writeDeviceKey(storage, { ...stored, clock: last });
      return last;
    },
    /** Reads the device key again: sync was set up, or merged later times (here or in a tab). */
    reload() {
      device = undefined;
    },
  };
}
