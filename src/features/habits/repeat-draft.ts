import type { Schedule } from '../../domain/schedule';

/** What the picker edits: the kind, the ticked weekdays and the times a week as typed, kept apart. */
export interface RepeatDraft {
  kind: Schedule['type'];
  days: number[];
  /** As typed: it may be empty or out of range while the person edits it. */
  times: string;
}

export const EVERY_DAY: RepeatDraft = { kind: 'daily', days: [1, 2, 3, 4, 5], times: '3' };

export function draftOf(schedule: Schedule): RepeatDraft {
  if (schedule.type === 'weekdays') return { ...EVERY_DAY, kind: 'weekdays', days: schedule.days };
  if (schedule.type === 'weekly') {
    return { ...EVERY_DAY, kind: 'weekly', times: String(schedule.times) };
  }
  return EVERY_DAY;
}

/** Whether the draft asks for times a week that are not a whole number from 1 to 6. */
export function badTimes(draft: RepeatDraft): boolean {
  return draft.kind === 'weekly' && !/^\s*[1-6]\s*$/.test(draft.times);
}

/**
 * The schedule a draft stands for; null while "On certain days" has no day ticked or the times a
 * week are not 1 to 6. All seven days are every day.
 */
export function scheduleOf(draft: RepeatDraft): Schedule | null {
  if (draft.kind === 'weekdays') {
    if (draft.days.length === 0) return null;
    if (draft.days.length === 7) return { type: 'daily' };
    return { type: 'weekdays', days: [...draft.days].sort((a, b) => a - b) };
  }
  if (draft.kind === 'weekly') {
    return badTimes(draft) ? null : { type: 'weekly', times: Number(draft.times) };
  }
  return { type: 'daily' };
}
