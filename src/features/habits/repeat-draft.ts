import type { Schedule } from '../../domain/schedule';

/** What the picker edits: the kind, the ticked weekdays and the times a week, kept apart. */
export interface RepeatDraft {
  kind: Schedule['type'];
  days: number[];
  times: number;
}

export const EVERY_DAY: RepeatDraft = { kind: 'daily', days: [1, 2, 3, 4, 5], times: 3 };

export function draftOf(schedule: Schedule): RepeatDraft {
  if (schedule.type === 'weekdays') return { ...EVERY_DAY, kind: 'weekdays', days: schedule.days };
  if (schedule.type === 'weekly') return { ...EVERY_DAY, kind: 'weekly', times: schedule.times };
  return EVERY_DAY;
}

/** The schedule a draft stands for; null while "On certain days" has no day ticked. */
export function scheduleOf(draft: RepeatDraft): Schedule | null {
  if (draft.kind === 'weekdays') {
    return draft.days.length === 0
      ? null
      : { type: 'weekdays', days: [...draft.days].sort((a, b) => a - b) };
  }
  if (draft.kind === 'weekly') return { type: 'weekly', times: draft.times };
  return { type: 'daily' };
}
