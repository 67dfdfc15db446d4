import type { Measure } from '../../../domain/habit/model';
import type { Schedule } from '../../../domain/schedule';
import type { MeasureDraft } from './measure-draft';
import type { RepeatDraft } from './repeat-draft';

// The add form's choices, as types only: the form (in the first paint) names them without
// loading the choices' code or words (add-choices.tsx, loaded on first use).

/** The add form's choices as edited: `Repeat`, `Track` and `Group` (as typed). */
export interface ChoicesDraft {
  repeat: RepeatDraft;
  track: MeasureDraft;
  group: string;
}

/**
 * What the choices stand for, worked out here so the add form (in the first paint) holds no
 * checks: the schedule (null while certain days has none ticked or the times a week are bad),
 * whether the times a week are out of range (said on Add), and the measure (null: done or not;
 * false while the target is not an amount), and the group as typed ('' for none).
 */
export interface ChoicesVerdict {
  draft?: ChoicesDraft;
  schedule: Schedule | null;
  badTimes: boolean;
  measure: Measure | null | false;
  /** A habit to break (§20): asked every day, never reminded. */
  toBreak?: boolean;
  group: string;
}
