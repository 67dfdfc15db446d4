import { STORAGE_KEYS } from '../storage/keys';
import { browserStorage, readRaw } from '../storage/safe-storage';

/** Whether this device syncs through a place (a folder, WebDAV): a cheap look at the sync key. */
export const syncPlaceSet = () =>
  /"place"/.test(readRaw(browserStorage(), STORAGE_KEYS.sync) ?? '');
