import { isoDate } from '../domain/days';
import { dayRuleOf } from './device-day-rule';

/**
 * Files made in memory (a backup, a CSV, a calendar file, a picture, a sync file) go to the user
 * through the browser's download or share sheet: features reach platform/save-file.ts here, as
 * they reach every other browser call through state.
 */
export { saveFile, saveTextFile, shareOrSaveTextFile } from '../platform/save-file';

/** A file made in memory, to save or share. */
export interface DownloadFile {
  name: string;
  type: string;
  text: string;
}

/** Today's date by the user's day rule (docs/product.md §4), for file names. */
export const todayIn = (days: Parameters<typeof dayRuleOf>[0]) =>
  isoDate(dayRuleOf(days).dayOf(Date.now()));
