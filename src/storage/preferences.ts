import { isStorableTime } from '../domain/days';
import { DAY_START_HOURS, type DayBoundary } from '../domain/day-rule';
import {
  DEFAULT_REMINDER,
  isReminderTime,
  type ReminderSettings,
} from '../domain/reminder-settings';
import { toTheme, type Theme } from '../domain/theme';
import { STORAGE_KEYS } from './keys';
import { readJson, writeRaw, type KeyValueStore, type WriteResult } from './safe-storage';

/** docs/product.md §8: a bad theme value falls back to the default, field by field. */
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

/**
 * A stored instant, or null when it is missing, not a number, or outside the years 1000-9999 (a
 * date of 1e300 would throw wherever it is shown).
 */
const timeOrNull = (value: unknown) => (isStorableTime(value) ? value : null);

/** When the user last changed something (docs/product.md §3.1); written, never read back. */
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
    lastBackupAt: timeOrNull(value?.lastBackupAt),
    reminderDismissedAt: timeOrNull(value?.reminderDismissedAt),
  };
}

export function saveBackupInfo(store: KeyValueStore | null, info: BackupInfo): WriteResult {
  return writeRaw(store, STORAGE_KEYS.backup, JSON.stringify(info));
}

/**
 * The day settings (docs/product.md §4): which clock days follow and the hour a day starts.
 * `chosen` is false while they were never written (the one-time notice asks then); the key may
 * hold other settings (the reminder) before they are.
 */
export interface DaySettings {
  dayBoundary: DayBoundary;
  dayStartHour: number;
  chosen: boolean;
  /** The weekday weeks start on (0 Sunday, 1 Monday, 6 Saturday); null: the language's (§18). */
  weekStart: number | null;
}

export const DEFAULT_DAY_SETTINGS: DaySettings = {
  dayBoundary: 'utc',
  dayStartHour: 0,
  chosen: false,
  weekStart: null,
};

/** The settings key's object as stored, so fields this version does not know are written back. */
function storedSettings(store: KeyValueStore | null): Record<string, unknown> | null {
  const value = readJson(store, STORAGE_KEYS.settings);
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** Each field falls back to its default on its own when missing or bad. */
export function loadDaySettings(store: KeyValueStore | null): DaySettings {
  const value = storedSettings(store);
  if (value === null) return DEFAULT_DAY_SETTINGS;
  const { dayStartHour: hour, weekStart } = value;
  return {
    dayBoundary: value.dayBoundary === 'local' ? 'local' : 'utc',
    dayStartHour: (DAY_START_HOURS as readonly unknown[]).includes(hour) ? (hour as number) : 0,
    chosen: 'dayBoundary' in value || 'dayStartHour' in value,
    weekStart: weekStart === 0 || weekStart === 1 || weekStart === 6 ? weekStart : null,
  };
}

/** The language chosen in Settings (a tag such as `de`), or null: the browser's (§18). */
export function loadLanguage(store: KeyValueStore | null): string | null {
  const language = storedSettings(store)?.language;
  return typeof language === 'string' ? language : null;
}

/**
 * Writes the language and week start chosen in Settings beside the day settings (null: back to
 * the default, the field removed), keeping any other field the key holds.
 */
export function saveLocaleChoice(
  store: KeyValueStore | null,
  choice: { language?: string | null; weekStart?: number | null },
): WriteResult {
  const value: Record<string, unknown> = { ...storedSettings(store), ...choice };
  // A null is a default chosen again: the field goes (JSON.stringify leaves undefined out).
  if (value.language === null) value.language = undefined;
  if (value.weekStart === null) value.weekStart = undefined;
  return writeRaw(store, STORAGE_KEYS.settings, JSON.stringify(value));
}

/** Writes the day settings, keeping any other field the key holds. */
export function saveDaySettings(
  store: KeyValueStore | null,
  settings: Pick<DaySettings, 'dayBoundary' | 'dayStartHour'>,
): WriteResult {
  const value = {
    ...storedSettings(store),
    dayBoundary: settings.dayBoundary,
    dayStartHour: settings.dayStartHour,
  };
  return writeRaw(store, STORAGE_KEYS.settings, JSON.stringify(value));
}

/**
 * docs/product.md §14.1: `reminder: {"on":true,"time":"20:00"}` in the settings key; off at 20:00
 * when missing, each bad field falling back on its own. `"names":false` (§14.6) is stored only
 * when habit names are left out of notifications.
 */
export function loadReminder(store: KeyValueStore | null): ReminderSettings {
  const value = storedSettings(store)?.reminder as Record<string, unknown> | undefined;
  if (value === null || typeof value !== 'object') return DEFAULT_REMINDER;
  const reminder: ReminderSettings = {
    on: value.on === true,
    time: isReminderTime(value.time) ? value.time : DEFAULT_REMINDER.time,
  };
  if (value.names === false) reminder.names = false;
  return reminder;
}

/** Writes the reminder, keeping any other field the key holds. */
export function saveReminder(store: KeyValueStore | null, reminder: ReminderSettings): WriteResult {
  const { on, time, names } = reminder;
  const value = { ...storedSettings(store), reminder: { on, time, names } };
  return writeRaw(store, STORAGE_KEYS.settings, JSON.stringify(value));
}
