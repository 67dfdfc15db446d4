import { i18n } from '@lingui/core';
import { plural, t } from '@lingui/core/macro';
import type { ForeignApp, ForeignFrequency, NotCarried } from '../../domain/import/foreign';
import type { Measure } from '../../domain/habit/model';
import type { Schedule } from '../../domain/schedule';
import type { BackupProblem } from '../../state/use-backup-files';
import type { ImportResult } from '../../state/use-data-actions';
import { formatNumber } from '../../i18n/format';
import { sayScheduleIn } from '../../words/schedule-words';
import type { ForeignProblem } from './import/read-foreign';
import { READ_TIMEOUT_MS } from './import/read-in-worker';

/**
 * The words of "Your data" and of the import summary (docs/product.md §2 and §13), in the current
 * language: the importers and the storage return codes and numbers, these say them. Functions,
 * never constants, so each reads the language in use.
 */

/**
 * "a", "a and b", "a, b and c"; past `max` names, "a, b and 3 more": listed as the language lists
 * things (Intl), English as Tickday has always written it, without a comma before "and".
 */
export function listNames(names: readonly string[], max = 8): string {
  const more = names.length - max;
  const shown =
    more > 0
      ? [
          ...names.slice(0, max),
          t({
            message: plural(more, { other: '# more' }),
            comment: 'The last item of a list of names cut short: "Read, Walk and 3 more"',
          }),
        ]
      : names;
  const locale = i18n.locale === 'en' ? 'en-GB' : i18n.locale;
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(shown);
}

/** A habit's name in the language's quotation marks: “Read”. */
export function quoted(name: string): string {
  return t({ message: `“${name}”`, comment: "A habit's name in quotation marks" });
}

/** "That file is not a Tickday backup. Nothing was changed.": why a backup cannot be restored. */
export function backupProblem(problem: BackupProblem | 'unreadable' | 'neither'): string {
  switch (problem) {
    case 'neither':
      return t`That file is neither a Tickday sync file nor a Tickday backup, the two kinds of file Tickday opens. Nothing was changed.`;
    case 'too-large':
      return t`That file is over 20 MB, too large to be a Tickday backup. Nothing was changed.`;
    case 'not-json':
      return t`That file is not a complete backup (it may be cut short). Nothing was changed.`;
    case 'not-a-backup':
      return t`That file is not a Tickday backup. Nothing was changed.`;
    case 'newer':
      return t`That backup comes from a newer version of Tickday. Reload to update, then try again. Nothing was changed.`;
    case 'damaged':
      return t`That backup is damaged and cannot be restored. Nothing was changed.`;
    case 'unreadable':
      return t`That file could not be read. Nothing was changed.`;
    case 'other-app':
      return t`That file comes from another habit app (Loop Habit Tracker or HabitBull), not a Tickday backup. To add its habits, use Import from another app below. Nothing was changed.`;
  }
}

/** Why Replace or Merge wrote nothing. */
export function importFailed(reason: Extract<ImportResult, { ok: false }>['reason']): string {
  switch (reason) {
    case 'quota':
      return t`That backup does not fit in this browser's storage. Nothing was changed: your habits, badges and settings are as they were.`;
    case 'unavailable':
      return t`This browser's storage cannot be written right now. Nothing was changed.`;
    case 'held':
      return t`Tickday is keeping stored data it could not read, and there is no room to set it aside. Export a backup first (the file keeps that data too), then Replace. Nothing was changed.`;
  }
}

/** "12 KB", "1.5 MB", "2.0 GB". */
function size(bytes: number): string {
  const decimal = { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false };
  if (bytes < 1024 * 1024) {
    const kb = formatNumber(Math.max(1, Math.round(bytes / 1024)), { useGrouping: false });
    return t({ message: `${kb} KB`, comment: 'A size in kilobytes' });
  }
  if (bytes < 1024 ** 3) {
    const mb = formatNumber(bytes / 1024 ** 2, decimal);
    return t({ message: `${mb} MB`, comment: 'A size in megabytes' });
  }
  const gb = formatNumber(bytes / 1024 ** 3, decimal);
  return t({ message: `${gb} GB`, comment: 'A size in gigabytes' });
}

/** What this site stores, of what the browser allows it: "12 KB of 2.0 GB". */
export function storageUsage(usage: number, quota: number): string {
  if (quota <= 0) return size(usage);
  const used = size(usage);
  const allowed = size(quota);
  return t({
    message: `${used} of ${allowed}`,
    comment: 'Storage used: what this site stores, of what the browser allows it',
  });
}

/**
 * Local storage used, of its limit: "2.1 MB of about 5 MB", 1 MB being 1,048,576 characters here
 * (docs/product.md §8.7). The limit is known, not measured: "about".
 */
export function localStorageUsage(used: number, limit: number): string {
  const usage = size(used);
  const mb = formatNumber(limit / 1024 ** 2, { maximumFractionDigits: 1, useGrouping: false });
  const allowed = t({ message: `${mb} MB`, comment: 'A size in megabytes' });
  return t({
    message: `${usage} of about ${allowed}`,
    comment: "Local storage used, of the browser's limit for it: 2.1 MB of about 5 MB",
  });
}

/**
 * The import summary's first sentence, with `{name}`, `{habits}` and `{completions}` left
 * for `rich` (the file's name and two bold counts) and the skipped days said.
 */
export function importOpening(app: ForeignApp, skips: number): string {
  const name = '{name}';
  const habits = '{habits}';
  const completions = '{completions}';
  const skipped = plural(skips, { one: '# skipped day', other: '# skipped days' });
  switch (app) {
    case 'loop-db':
      return t({
        message: `${name} is a Loop Habit Tracker backup with ${habits}, ${completions} and ${skipped}.`,
        comment:
          'The name of the file picked; {habits} and {completions} are bold counts ("3 habits")',
      });
    case 'loop-csv':
      return t({
        message: `${name} is a Loop Habit Tracker CSV export with ${habits}, ${completions} and ${skipped}.`,
        comment:
          'The name of the file picked; {habits} and {completions} are bold counts ("3 habits")',
      });
    case 'habitbull':
      return t({
        message: `${name} is a HabitBull CSV export with ${habits}, ${completions} and ${skipped}.`,
        comment:
          'The name of the file picked; {habits} and {completions} are bold counts ("3 habits")',
      });
  }
}

/** Why a file from another app cannot be imported ("Nothing was changed." ends each). */
export function importProblem(
  problem: ForeignProblem | 'unreadable' | 'timeout',
  version?: number,
): string {
  switch (problem) {
    case 'too-large':
      return t`That file is over 64 MB, too large to be an export from Loop Habit Tracker or HabitBull. Nothing was changed.`;
    case 'unknown':
      return t`That file is not a Loop Habit Tracker backup (.db) or CSV export (.zip), or a HabitBull CSV. Nothing was changed.`;
    case 'habits-csv-alone':
      return t`That is Loop's Habits.csv on its own. Pick the whole zip file Loop's Export as CSV made. Nothing was changed.`;
    case 'not-loop-db':
      return t`That database is not a Loop Habit Tracker backup. Nothing was changed.`;
    case 'loop-version':
      return version
        ? t`That Loop backup has database version ${version}; Tickday reads versions 12 to 25. Nothing was changed.`
        : t`That Loop backup comes from a version Tickday cannot read. Nothing was changed.`;
    case 'not-loop-zip':
      return t`That zip file is not a Loop Habit Tracker CSV export (it has no Habits.csv). Nothing was changed.`;
    case 'zip-too-large':
      return t`That zip file unpacks to over 64 MB, too large to be a Loop export. Nothing was changed.`;
    case 'too-many-habits':
      return t`That file has over 1,000 habits, more than Tickday imports at once. Nothing was changed.`;
    case 'no-habits':
      return t`That file has no habits in it. Nothing was changed.`;
    case 'damaged':
      return t`That file is damaged or cut short, and cannot be read. Nothing was changed.`;
    case 'reader-offline':
      return t`Reading a Loop backup (.db) needs Tickday's database reader, a one-time download of about 340 KB, and this device seems to be offline. Connect once and pick the file again; Loop's CSV export (.zip) needs no download. Nothing was changed.`;
    case 'unreadable':
      return t`That file could not be read. Nothing was changed.`;
    case 'timeout': {
      const seconds = READ_TIMEOUT_MS / 1000;
      return plural(seconds, {
        other: 'That file took over # seconds to read, so Tickday stopped. Nothing was changed.',
      });
    }
  }
}

/**
 * Loop's own frequency, as the summary quotes it: "once every 2 days", "28 times a month" (Loop's
 * month is 30 or 31 days), "2 times in 3 days".
 */
export function frequencyWords(frequency: ForeignFrequency): string {
  if (frequency === 'unreadable') return t`a frequency Tickday cannot read`;
  const { num, den } = frequency;
  if (den === 30 || den === 31) {
    return t({
      message: plural(num, { one: 'once a month', other: '# times a month' }),
      comment: "A habit's frequency in Loop Habit Tracker, within a sentence",
    });
  }
  if (num === 1) {
    return t({
      message: plural(den, { one: 'once a day', other: 'once every # days' }),
      comment: "A habit's frequency in Loop Habit Tracker; # is 1 or more",
    });
  }
  return t({
    message: plural(num, {
      other: plural(den, { one: `${num} times a day`, other: `${num} times in # days` }),
    }),
    comment:
      "A habit's frequency in Loop Habit Tracker: {num} (2 or more) times in # (1 or more) days",
  });
}

/**
 * A schedule as the summary says it, within a sentence: "every day", "5 times a week", "every 3
 * days", "4 times a month", "28 times in any 30 days".
 */
export function scheduleWords(schedule: Schedule, weekend: readonly number[]): string {
  if (schedule.type === 'interval') {
    return t({
      message: plural(schedule.days, { other: 'every # days' }),
      comment: 'A schedule, within a sentence; # is 2 to 30',
    });
  }
  if (schedule.type === 'monthly') {
    return t({
      message: plural(schedule.times, { one: 'once a month', other: '# times a month' }),
      comment: 'A schedule, within a sentence (a calendar month)',
    });
  }
  if (schedule.type === 'window') {
    const { times, days } = schedule;
    return t({
      message: plural(times, {
        one: plural(days, { other: 'once in any # days' }),
        other: plural(days, { other: `${times} times in any # days` }),
      }),
      comment:
        'A schedule, within a sentence: {times} (1 to 59) times in any # (2 to 60) days in a row',
    });
  }
  // No importer gives certain days (Loop's frequencies never are): the days the language rests
  // on are named as scheduleLabel names them.
  return sayScheduleIn(schedule, weekend, {
    timesAWeek: (times) => plural(times, { one: 'once a week', other: '# times a week' }),
    everyFewDays: (days) =>
      t({
        message: plural(days, { other: 'every # days' }),
        context: 'A schedule, within a sentence',
      }),
    timesAMonth: (times) =>
      t({
        message: plural(times, { one: 'once a month', other: '# times a month' }),
        context: 'A schedule, within a sentence',
      }),
    timesInDays: (times, days) =>
      t({
        message: plural(times, {
          one: plural(days, { other: 'once in # days' }),
          other: plural(days, { other: `${times} times in # days` }),
        }),
        context: 'A schedule, within a sentence',
      }),
    weekdays: () => t({ message: 'weekdays', context: 'A schedule, within a sentence' }),
    weekends: () => t({ message: 'weekends', context: 'A schedule, within a sentence' }),
    everyDay: () => t({ message: 'every day', context: 'A schedule, within a sentence' }),
  });
}

/** An amount habit's goal as the summary says it: "at least 8 glasses", "at most 2". */
export function measureWords({ goal, target, unit }: Measure): string {
  const amount = formatNumber(target);
  if (goal === 'atMost') return unit ? t`at most ${amount} ${unit}` : t`at most ${amount}`;
  return unit ? t`at least ${amount} ${unit}` : t`at least ${amount}`;
}

/** What a file holds that Tickday has no place for, within a sentence. */
export function notCarriedWord(part: NotCarried): string {
  return part === 'descriptions'
    ? t({ message: 'descriptions', comment: "Habits' descriptions, in a file from another app" })
    : t({ message: 'categories', comment: "Habits' categories, in a file from another app" });
}
