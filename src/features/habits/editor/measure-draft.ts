import { UNIT_MAX_LENGTH } from '../../../domain/amount';
import { parseAmount, type AmountProblem } from '../../../domain/amount-input';
import { decimalSeparator } from '../../../i18n/amount-text';
import type { Goal, Measure } from '../../../domain/habit/model';

/**
 * What the `Track` controls edit: done or not, or an amount with its target as typed, its unit and
 * its goal. Only the lazily loaded parts (the Track controls, the schedule editor) import this
 * file, so its checks cost the first paint nothing.
 */
export interface MeasureDraft {
  /** Done or not, an amount, or a habit to break (§20). */
  track: 'check' | 'amount' | 'break';
  /** As typed: it may be empty or out of range while the person edits it. */
  target: string;
  unit: string;
  goal: Goal;
}

export const DONE_OR_NOT: MeasureDraft = { track: 'check', target: '1', unit: '', goal: 'atLeast' };

/**
 * What a draft stands for: a measure (null for done or not), or why it cannot be saved (`noTarget`:
 * the target is blank).
 */
export type MeasurePick =
  | { ok: true; measure: Measure | null; toBreak?: true }
  | { ok: false; problem: AmountProblem | 'noTarget' };

/**
 * The draft a stored measure opens with (done or not when there is none); a habit to break opens
 * as one (§20), whatever measure it keeps.
 */
export function measureDraftOf(measure: Measure | null, toBreak = false): MeasureDraft {
  if (toBreak) return { ...DONE_OR_NOT, track: 'break' };
  if (!measure) return DONE_OR_NOT;
  return {
    track: 'amount',
    target: String(measure.target),
    unit: measure.unit,
    goal: measure.goal,
  };
}

/** The measure a draft stands for, or why Add or Save is refused. */
export function measureOf(draft: MeasureDraft): MeasurePick {
  if (draft.track === 'check') return { ok: true, measure: null };
  if (draft.track === 'break') return { ok: true, measure: null, toBreak: true };
  if (draft.target.trim() === '') return { ok: false, problem: 'noTarget' };
  const target = parseAmount(draft.target, decimalSeparator());
  if (!target.ok) return target;
  const unit = draft.unit.trim().slice(0, UNIT_MAX_LENGTH).trim();
  return { ok: true, measure: { unit, goal: draft.goal, target: target.value } };
}
