import { toTheme, type Theme } from '../domain/theme';
import { STORAGE_KEYS } from './keys';
import { readJson, writeRaw, type KeyValueStore, type WriteResult } from './safe-storage';

/** CONTRACT.md section 7: a bad theme value falls back to the default, field by field. */
export function loadTheme(store: KeyValueStore | null): Theme {
  return toTheme(readJson(store, STORAGE_KEYS.theme));
}

export function saveTheme(store: KeyValueStore | null, theme: Theme): WriteResult {
  return writeRaw(
    store,
    STORAGE_KEYS.theme,
    JSON.stringify({ color: theme.color, mode: theme.mode }),
  );
}

/** Only the JSON value `true` counts as dismissed. */
export function loadBannerDismissed(store: KeyValueStore | null): boolean {
  return readJson(store, STORAGE_KEYS.bannerDismissed) === true;
}

export function saveBannerDismissed(store: KeyValueStore | null): WriteResult {
  return writeRaw(store, STORAGE_KEYS.bannerDismissed, 'true');
}

const finiteOrNull = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** ms since epoch, or null when missing or not a finite number. */
export function loadLastInteraction(store: KeyValueStore | null): number | null {
  return finiteOrNull(readJson(store, STORAGE_KEYS.lastInteraction));
}

export function saveLastInteraction(store: KeyValueStore | null, ms: number): WriteResult {
  return writeRaw(store, STORAGE_KEYS.lastInteraction, JSON.stringify(ms));
}

export interface BackupInfo {
  lastBackupAt: number | null;
  reminderDismissedAt: number | null;
}

export function loadBackupInfo(store: KeyValueStore | null): BackupInfo {
  const value = readJson(store, STORAGE_KEYS.backup) as Record<string, unknown> | undefined;
  return {
    lastBackupAt: finiteOrNull(value?.lastBackupAt),
    reminderDismissedAt: finiteOrNull(value?.reminderDismissedAt),
  };
}

export function saveBackupInfo(store: KeyValueStore | null, info: BackupInfo): WriteResult {
  return writeRaw(store, STORAGE_KEYS.backup, JSON.stringify(info));
}
