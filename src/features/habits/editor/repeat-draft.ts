import type { Schedule } from '../../../domain/schedule';

/**
 * What the picker edits: the kind, the ticked weekdays and each kind's numbers as typed, kept
 * apart (a number typed for one kind is still there when the person comes back to it).
 */
export interface RepeatDraft {
  kind: Schedule['type'];
  days: number[];
  /** As typed: it may be empty or out of range while the person edits it. */
  times: string;
  /** Every how many days (every few days), as typed. */
  every: string;
  /** Times a month, as typed. */
  monthTimes: string;
  /** Times and days of times in a number of days, as typed. */
  windowTimes: string;
  windowDays: string;
}

export const EVERY_DAY: RepeatDraft = {
  kind: 'daily',
  days: [1, 2, 3, 4, 5],
  times: '3',
  every: '3',
  monthTimes: '4',
  windowTimes: '3',
  windowDays: '10',
};

export function draftOf(schedule: Schedule): RepeatDraft {
  if (schedule.type === 'weekdays') return { ...EVERY_DAY, kind: 'weekdays', days: schedule.days };
  if (schedule.type === 'weekly') {
    return { ...EVERY_DAY, kind: 'weekly', times: String(schedule.times) };
  }
  if (schedule.type === 'interval') {
    return { ...EVERY_DAY, kind: 'interval', every: String(schedule.days) };
  }
  if (schedule.type === 'monthly') {
    return { ...EVERY_DAY, kind: 'monthly', monthTimes: String(schedule.times) };
  }
  if (schedule.type === 'window') {
    const { times, days } = schedule;
    return { ...EVERY_DAY, kind: 'window', windowTimes: String(times), windowDays: String(days) };
  }
  return EVERY_DAY;
}

/** The numbers a draft can hold, by name. */
export type RepeatNumber = 'times' | 'every' | 'monthTimes' | 'windowTimes' | 'windowDays';

const whole = (text: string, min: number, max: number) =>
  /^\s*\d{1,3}\s*$/.test(text) && Number(text) >= min && Number(text) <= max;

/**
 * The first number of the chosen kind that is not a whole number in its range (times a week 1 to
 * 6, every 2 to 30 days, 1 to 27 times a month, 2 to 60 days and 1 to days - 1 times), or null.
 */
export function badNumber(draft: RepeatDraft): RepeatNumber | null {
  if (draft.kind === 'weekly') return /^\s*[1-6]\s*$/.test(draft.times) ? null : 'times';
  if (draft.kind === 'interval') {
    return whole(draft.every, 2, 30) ? null : 'every';
  }
  if (draft.kind === 'monthly') {
    return whole(draft.monthTimes, 1, 27) ? null : 'monthTimes';
  }
  if (draft.kind === 'window') {
    if (!whole(draft.windowDays, 2, 60)) return 'windowDays';
    return whole(draft.windowTimes, 1, Number(draft.windowDays) - 1) ? null : 'windowTimes';
  }
  return null;
}

/** Whether the draft asks for a number out of its range (Add or Save then says so). */
export function badTimes(draft: RepeatDraft): boolean {
  return badNumber(draft) !== null;
}

/**
 * The schedule a draft stands for; null while "On certain days" has no day ticked or a number is
 * out of its range. All seven days are every day.
 */
export function scheduleOf(draft: RepeatDraft): Schedule | null {
  if (draft.kind === 'weekdays') {
    if (draft.days.length === 0) return null;
    if (draft.days.length === 7) return { type: 'daily' };
    return { type: 'weekdays', days: [...draft.days].sort((a, b) => a - b) };
  }
  if (badTimes(draft)) return null;
  if (draft.kind === 'weekly') return { type: 'weekly', times: Number(draft.times) };
  if (draft.kind === 'interval') return { type: 'interval', days: Number(draft.every) };
  if (draft.kind === 'monthly') return { type: 'monthly', times: Number(draft.monthTimes) };
  if (draft.kind === 'window') {
    return { type: 'window', times: Number(draft.windowTimes), days: Number(draft.windowDays) };
  }
  return { type: 'daily' };
}
