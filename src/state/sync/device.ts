import type { Stamp } from '../../domain/hlc';
import { readDeviceKey, writeDeviceKey } from '../../storage/device-key';
import { STORAGE_KEYS } from '../../storage/keys';
import type { KeyValueStore } from '../../storage/safe-storage';
import type { AppStore } from '../app-store';

/**
 * This device as sync knows it (docs/product.md §17.1): its id and name, kept in the device key
 * (storage/device-key.ts), made on first use of sync and renewed when another device has its id.
 */

/** This device (the device key): its id, the name its user gave it, the latest time merged. */
export interface Device {
  id: string;
  name: string;
  clock?: Stamp;
}

/**
 * A device's default name: the kind of device and browser and a short code from its id, "Chrome on
 * Linux (K3F9)", which the user may change: two devices of one kind are told apart (docs/product.md
 * §17.1). Stored and written into sync files in English, as it always was (§18.4); the Sync
 * section says it in the language in use (features/sync/sync-words.ts, `deviceNameWords`).
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
export function renewDevice(storage: KeyValueStore | null, store: AppStore): Device {
  const old = ensureDevice(storage, store);
  const id = newId();
  const device = { ...old, id, name: deviceNameFor(old.name, id, true) };
  saveDevice(storage, store, device);
  return device;
}

/** The device key, made (a random id) on first use of sync. */
export function ensureDevice(storage: KeyValueStore | null, store: AppStore): Device {
  const stored = readDeviceKey(storage)?.device;
  if (stored) {
    return {
      id: stored.id,
      name:
        stored.name !== undefined
          ? deviceNameFor(stored.name, stored.id)
          : defaultDeviceName(undefined, stored.id),
      ...(stored.clock !== undefined ? { clock: stored.clock } : {}),
    };
  }
  const id = newId();
  const device = { id, name: defaultDeviceName(undefined, id) };
  saveDevice(storage, store, device);
  return device;
}

export function saveDevice(storage: KeyValueStore | null, store: AppStore, device: Device) {
  writeDeviceKey(storage, device);
  // The document's clock reads the key again: it stamps with this device from now on.
  store.reread(STORAGE_KEYS.device);
}

/** Renames this device (`This device's name`, up to 32 characters). */
export function renameDevice(storage: KeyValueStore | null, store: AppStore, name: string) {
  const device = ensureDevice(storage, store);
  const trimmed = name.trim().slice(0, 32);
  if (trimmed) saveDevice(storage, store, { ...device, name: trimmed });
}
