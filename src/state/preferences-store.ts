import type { ReminderSettings } from '../domain/reminder-settings';
import type { Theme } from '../domain/theme';
import { STORAGE_KEYS } from '../storage/keys';
import {
  loadBackupInfo,
  loadBannerDismissed,
  loadDaySettings,
  loadLanguage,
  loadReminder,
  loadTheme,
  saveBackupInfo,
  saveBannerDismissed,
  saveDaySettings,
  saveLocaleChoice,
  saveReminder,
  saveTheme,
  type DaySettings,
} from '../storage/preferences';
import type { KeyValueStore } from '../storage/safe-storage';
import type { AppState, Commit, PreferencesState } from './app-state';

/** Theme, day settings, reminder, banner and backup bookkeeping: read, write, follow. */
export function createPreferences(
  storage: KeyValueStore | null,
  clock: () => number,
  getState: () => AppState,
  commit: Commit,
) {
  const load = (): PreferencesState => ({
    theme: loadTheme(storage),
    days: loadDaySettings(storage),
    language: loadLanguage(storage),
    reminder: loadReminder(storage),
    bannerDismissed: loadBannerDismissed(storage),
    backup: loadBackupInfo(storage),
  });
  /** Which preference each key holds, for another tab's writes. */
  const reloaders: Partial<Record<string, () => Partial<PreferencesState>>> = {
    [STORAGE_KEYS.theme]: () => ({ theme: loadTheme(storage) }),
    [STORAGE_KEYS.bannerDismissed]: () => ({ bannerDismissed: loadBannerDismissed(storage) }),
    [STORAGE_KEYS.backup]: () => ({ backup: loadBackupInfo(storage) }),
    [STORAGE_KEYS.settings]: () => ({
      days: loadDaySettings(storage),
      language: loadLanguage(storage),
      reminder: loadReminder(storage),
    }),
  };
  return {
    load,
    /** The preference another tab changed under `key`, if `key` holds one. */
    reload(key: string): Partial<PreferencesState> | null {
      return reloaders[key]?.() ?? null;
    },
    setTheme(theme: Theme) {
      commit({ theme }, [saveTheme(storage, theme)]);
    },
    /** Chooses how days are counted; stored, so the one-time notice never returns. */
    setDaySettings(settings: Pick<DaySettings, 'dayBoundary' | 'dayStartHour'>) {
      const days = { ...getState().days, ...settings, chosen: true };
      commit({ days }, [saveDaySettings(storage, settings)]);
    },
    /** Chooses the language and the week's first day (null: their defaults); stored (§18). */
    setLocale(choice: { language?: string | null; weekStart?: number | null }) {
      const { days, language } = getState();
      commit(
        {
          language: choice.language === undefined ? language : choice.language,
          days: choice.weekStart === undefined ? days : { ...days, weekStart: choice.weekStart },
        },
        [saveLocaleChoice(storage, choice)],
      );
    },
    /** Turns the daily reminder on or off, or moves it; stored. */
    setReminder(reminder: ReminderSettings) {
      commit({ reminder }, [saveReminder(storage, reminder)]);
    },
    dismissBanner() {
      commit({ bannerDismissed: true }, [saveBannerDismissed(storage)]);
    },
    /** Records that a backup was made now; returns the new bookkeeping. */
    recordBackup() {
      const backup = { ...getState().backup, lastBackupAt: clock() };
      commit({ backup }, [saveBackupInfo(storage, backup)]);
      return backup;
    },
    dismissBackupReminder() {
      const backup = { ...getState().backup, reminderDismissedAt: clock() };
      commit({ backup }, [saveBackupInfo(storage, backup)]);
    },
  };
}
