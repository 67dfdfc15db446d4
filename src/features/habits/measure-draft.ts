import { AMOUNT_MAX, parseAmount, UNIT_MAX_LENGTH, type AmountReading } from '../../domain/amount';
import type { Goal, Measure } from '../../domain/records';

/**
 * What the `Track` controls edit: done or not, or an amount with its target as typed, its unit and
 * its goal. Only the lazily loaded parts (the Track controls, the schedule editor, the log
 * popover) import this file, so its checks cost the first paint nothing.
 */
export interface MeasureDraft {
  track: 'check' | 'amount';
  /** As typed: it may be empty or out of range while the person edits it. */
  target: string;
  unit: string;
  goal: Goal;
}

export const DONE_OR_NOT: MeasureDraft = { track: 'check', target: '1', unit: '', goal: 'atLeast' };

/** What a draft stands for: a measure (null for done or not), or why it cannot be saved. */
export type MeasurePick = { ok: true; measure: Measure | null } | { ok: false; message: string };

export const TARGET_BLANK = 'Enter a target from 0 to 1,000,000.';

/** The draft a stored measure opens with (done or not when there is none). */
export function measureDraftOf(measure: Measure | null): MeasureDraft {
  if (!measure) return DONE_OR_NOT;
  return {
    track: 'amount',
    target: String(measure.target),
    unit: measure.unit,
    goal: measure.goal,
  };
}

/** The measure a draft stands for, or the message that says why Add or Save is refused. */
export function measureOf(draft: MeasureDraft): MeasurePick {
  if (draft.track === 'check') return { ok: true, measure: null };
  if (draft.target.trim() === '') return { ok: false, message: TARGET_BLANK };
  const target = parseAmount(draft.target);
  if (!target.ok) return target;
  const unit = draft.unit.trim().slice(0, UNIT_MAX_LENGTH).trim();
  return { ok: true, measure: { unit, goal: draft.goal, target: target.value } };
}

/**
 * What the log popover's field holds: an amount, nothing (blank clears the day) or a refusal.
 * `badInput` is the number field's own verdict on text it could not read as a number (`1e`, `-`),
 * which reaches script as an empty value and must not clear the day.
 */
export function readLogged(
  text: string,
  badInput = false,
): { ok: true; value: number | null } | { ok: false; message: string } {
  if (badInput) return { ok: false, message: 'Enter a number, like 8 or 2.5.' };
  if (text.trim() === '') return { ok: true, value: null };
  return parseAmount(text);
}

/**
 * The field's text after `-` or `+`: one step from what it holds (or from `fallback` when it holds
 * nothing readable), kept within 0 to 1,000,000 and rounded to cents, so 0.1 steps do not drift.
 */
export function stepped(text: string, fallback: number, step: number, direction: 1 | -1): string {
  const reading: AmountReading = parseAmount(text);
  const from = reading.ok ? reading.value : fallback;
  const next = Math.min(AMOUNT_MAX, Math.max(0, from + direction * step));
  return String(Math.round(next * 100) / 100);
}
