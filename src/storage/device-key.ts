import { isStamp, type Stamp } from '../domain/hlc';
import { STORAGE_KEYS } from './keys';
import { readJson, writeRaw, type KeyValueStore, type WriteResult } from './safe-storage';

/**
 * The device key (docs/product.md §17): this device's id, the name its user gave it and the latest
 * change time it has made or merged, made on first use of sync. The one place it is read, checked
 * and written. On the first paint (the document's clock stamps every change with it), so the check
 * is written by hand, as the data key's (storage/schema.ts): valibot's runtime would cost `/`.
 */
export interface DeviceKey {
  id: string;
  /** Undefined when the stored name is not text (sync then gives the device its default name). */
  name?: string;
  /** Undefined when the stored time is not a change time. */
  clock?: Stamp;
}

/** A device id: up to 16 lower-case letters and digits (domain/sync-file.ts `isDeviceId`). */
const DEVICE_ID = /^[0-9a-z]{1,16}$/;

/**
 * The device key read: its checked fields, and the object as stored (`stored`, its unknown fields
 * kept when the clock is written back). Null when there is none, or none usable (not JSON, not an
 * object, no id of ours): sync then makes a new one, and changes keep wall times until it does.
 */
export function readDeviceKey(
  storage: KeyValueStore | null,
): { device: DeviceKey; stored: Record<string, unknown> } | null {
  const value = readJson(storage, STORAGE_KEYS.device);
  if (typeof value !== 'object' || value === null) return null;
  const stored = value as Record<string, unknown>;
  const { id, name, clock } = stored;
  if (typeof id !== 'string' || !DEVICE_ID.test(id)) return null;
  return {
    device: {
      id,
      name: typeof name === 'string' ? name : undefined,
      clock: isStamp(clock) ? clock : undefined,
    },
    stored,
  };
}

/** Writes the device key: the object as given, in its order (unknown fields the caller kept). */
export function writeDeviceKey(
  storage: KeyValueStore | null,
  device: DeviceKey | Record<string, unknown>,
): WriteResult {
  return writeRaw(storage, STORAGE_KEYS.device, JSON.stringify(device));
}
