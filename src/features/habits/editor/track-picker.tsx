import { t } from '@lingui/core/macro';
import { useId } from 'react';
import { AMOUNT_MAX, UNIT_MAX_LENGTH } from '../../../domain/amount';
import type { Goal } from '../../../domain/habit/model';
import { amountProblem } from '../../../words/amount-input-words';
import { cn } from '../../../components/ui/cn';
import { FOCUS_RING } from '../../../components/ui/focus-ring';
import { DONE_OR_NOT, measureOf, type MeasureDraft } from './measure-draft';
import { PillRadios } from './choice-pills';

const tracks = (): { value: MeasureDraft['track']; label: string }[] => [
  {
    value: 'check',
    label: t({ message: 'Done or not', comment: 'Track: a habit ticked done or not' }),
  },
  {
    value: 'amount',
    label: t({ message: 'An amount', comment: 'Track: a habit logged as an amount' }),
  },
  {
    value: 'break',
    label: t({
      message: 'A habit to break',
      comment: 'Track: a habit to quit; every day is clean unless a slip is logged',
    }),
  },
];

const goals = (): { value: Goal; label: string }[] => [
  {
    value: 'atLeast',
    label: t({ message: 'At least', comment: 'Goal: the amount reaches the target' }),
  },
  {
    value: 'atMost',
    label: t({ message: 'At most', comment: 'Goal: the amount stays within the target' }),
  },
];

const field = `h-10 rounded-xl border border-line bg-surface-2 px-3 text-base text-fg ${FOCUS_RING}`;

/**
 * Issue 24: radiogroup `Track` (`Done or not`, `An amount`, `A habit to break`: §20); for an amount, radiogroup `Goal`
 * (`At least`, `At most`), spinbutton `Target` (0 to 1,000,000, up to 2 decimals) and textbox
 * `Unit` (up to 12 characters, optional). Native inputs, like Repeat. An invalid target says why
 * at once, tied to the field: Add or Save stays disabled meanwhile.
 */
export default function TrackPicker({
  value = DONE_OR_NOT,
  onChange,
}: {
  /** Undefined: done or not, as a new habit starts. */
  value?: MeasureDraft;
  onChange: (draft: MeasureDraft) => void;
}) {
  const targetId = useId();
  const unitId = useId();
  const errorId = useId();
  const pick = measureOf(value);
  const change = onChange;
  return (
    <div className="grid gap-2">
      <PillRadios
        label={t({
          message: 'Track',
          comment:
            'A noun-like label: what a habit records (done or not, an amount, or slips of a habit to break)',
        })}
        options={tracks()}
        checked={value.track}
        onPick={(track) => change({ ...value, track })}
        className="flex flex-wrap gap-1.5"
      />
      {value.track === 'break' && (
        <p className="text-sm text-muted">
          {t`Every day counts as clean unless you log a slip. No reminders.`}
        </p>
      )}
      {value.track === 'amount' && (
        <div className="grid gap-2 text-sm">
          <div className="flex flex-wrap items-end gap-x-3 gap-y-2">
            <PillRadios
              label={t({
                message: 'Goal',
                comment: 'Whether an amount is at least or at most its target',
              })}
              options={goals()}
              checked={value.goal}
              onPick={(goal) => change({ ...value, goal })}
              className="flex gap-1.5"
            />
            <div className="flex items-end gap-2">
              <div className="grid gap-1">
                <label htmlFor={targetId} className="text-xs font-semibold text-muted">
                  {t({
                    message: 'Target',
                    comment: 'The amount a day is judged by (e.g. 8 glasses)',
                  })}
                </label>
                <input
                  id={targetId}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  max={AMOUNT_MAX}
                  step="any"
                  value={value.target}
                  onChange={(event) => change({ ...value, target: event.target.value })}
                  aria-invalid={!pick.ok || undefined}
                  aria-describedby={pick.ok ? undefined : errorId}
                  className={cn(field, 'w-28 tabular-nums', !pick.ok && 'border-danger!')}
                />
              </div>
              <div className="grid gap-1">
                <label htmlFor={unitId} className="text-xs font-semibold text-muted">
                  {t({ message: 'Unit', comment: 'The unit of an amount: glasses, km, pages' })}
                </label>
                {/* Wide enough for a unit of 12 characters and the example in every language
                    (Russian's was clipped at 375 px, issue 40). */}
                <input
                  id={unitId}
                  type="text"
                  value={value.unit}
                  maxLength={UNIT_MAX_LENGTH}
                  onChange={(event) => change({ ...value, unit: event.target.value })}
                  placeholder={t`e.g. glasses`}
                  autoComplete="off"
                  className={cn(field, 'w-40 placeholder:text-muted')}
                />
              </div>
            </div>
          </div>
          {!pick.ok && (
            <p id={errorId} role="alert" className="text-sm font-semibold text-danger">
              {amountProblem(pick.problem)}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
