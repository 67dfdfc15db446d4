import { t } from '@lingui/core/macro';
import { useId, useRef, useState, type RefObject } from 'react';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { Button } from '../../components/ui/button';
import { FOCUS_RING } from '../../components/ui/focus-ring';
import { dayOfIso, isoDate } from '../../domain/days';
import { isShown } from '../../domain/habit/model';
import {
  fieldDay,
  pauseProblem,
  runningPauses,
  yearAfter,
  type FieldDay,
  type PauseProblem,
} from '../../domain/habit/pause-edits';
import { formatDay, formatParts } from '../../i18n/format';
import { useAppSelector } from '../../state/app-store-context';
import { useHabitActions } from '../../state/use-habit-actions';
import { usePauseActions } from '../../state/use-pause-actions';
import { useToday } from '../../state/use-today';

interface PauseDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusRef: RefObject<HTMLElement | null>;
}

const FIELD = `h-11 rounded-xl border border-line bg-surface-2 px-3 text-base text-fg tabular-nums aria-[invalid=true]:border-danger ${FOCUS_RING}`;

/** "Jul 20, 2025". */
const dateWords = (day: number) =>
  formatDay(day, { month: 'short', day: 'numeric', year: 'numeric' });

/** What is wrong with the dates, in words, and which field it is about. */
function problemWords(
  problem: PauseProblem,
  from: FieldDay,
  today: number,
): [string, 'from' | 'to'] {
  // Only To's problems come with From a day.
  const fromDay = typeof from === 'number' ? from : today;
  switch (problem) {
    case 'noFrom':
      return [t`Enter the first day of the pause in From.`, 'from'];
    case 'fromOutOfRange': {
      const first = dateWords(today);
      return [t`The date in From is out of range: enter ${first} or a later day.`, 'from'];
    }
    case 'noTo':
      return [t`Enter the last day of the pause in To.`, 'to'];
    case 'toOutOfRange': {
      const first = dateWords(fromDay);
      const last = dateWords(yearAfter(fromDay));
      return [t`The date in To is out of range: enter a day from ${first} to ${last}.`, 'to'];
    }
    case 'fromPast':
      return [t`A pause starts today or later: From cannot be a day that has passed.`, 'from'];
    case 'toBeforeFrom':
      return [t`To is the pause's last day: it cannot come before From.`, 'to'];
    case 'tooLong': {
      const last = dateWords(yearAfter(fromDay));
      return [t`A pause lasts at most a year: To can be ${last} at the latest.`, 'to'];
    }
  }
}

/**
 * docs/product.md §10.9: dialog `Pause habits`: date fields `From` and `To`, a checkbox per habit
 * shown on the main page (all checked at first), button `Pause`; and each pause that has not ended,
 * with its habits and button `End pause`. Its code loads on first use.
 */
export default function PauseDialog({ open, onOpenChange, returnFocusRef }: PauseDialogProps) {
  const today = useToday();
  const habits = useAppSelector((s) => s.habits);
  const shown = habits.filter(isShown);
  const actions = usePauseActions();
  const { endPause } = useHabitActions();
  const [from, setFrom] = useState(() => isoDate(today));
  const [to, setTo] = useState(() => isoDate(today + 6));
  const [unchecked, setUnchecked] = useState<ReadonlySet<string>>(new Set());
  const [tried, setTried] = useState(false);
  const fromRef = useRef<HTMLInputElement>(null);
  const pauseRef = useRef<HTMLButtonElement>(null);
  const toRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const fromField = fieldDay(from);
  const toField = fieldDay(to);
  const fromDay = typeof fromField === 'number' ? fromField : null;
  const toDay = typeof toField === 'number' ? toField : null;
  const problem = pauseProblem(fromField, toField, today);
  const [message, field] = problem ? problemWords(problem, fromField, today) : [null, null];
  const chosen = shown.filter((h) => !unchecked.has(h.id)).map((h) => h.id);
  const noHabit = tried && chosen.length === 0;
  const names = new Map(habits.map((h) => [h.id, h.name]));
  const running = runningPauses(habits, today);

  const pause = () => {
    setTried(true);
    if (problem) {
      (field === 'from' ? fromRef : toRef).current?.focus();
      return;
    }
    if (chosen.length === 0 || fromDay === null || toDay === null) return;
    actions.pause(chosen, fromDay, toDay);
    onOpenChange(false);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t`Pause habits`} returnFocusRef={returnFocusRef}>
        <form
          className="grid gap-4 text-sm"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            pause();
          }}
        >
          <p className="text-muted">
            {t`Away for a while? Paused days count as skipped: no streak breaks, and no reminder asks for them. A day you tick anyway still counts as done.`}
          </p>
          <div className="grid grid-cols-2 gap-3">
            <div className="grid gap-1">
              <label htmlFor={`${id}-from`} className="font-semibold">
                {t({ message: 'From', comment: "A pause's first day" })}
              </label>
              <input
                ref={fromRef}
                id={`${id}-from`}
                type="date"
                required
                min={isoDate(today)}
                value={from}
                onChange={(event) => setFrom(event.target.value)}
                aria-invalid={field === 'from'}
                aria-describedby={field === 'from' ? `${id}-problem` : undefined}
                className={FIELD}
              />
            </div>
            <div className="grid gap-1">
              <label htmlFor={`${id}-to`} className="font-semibold">
                {t({ message: 'To', comment: "A pause's last day" })}
              </label>
              <input
                ref={toRef}
                id={`${id}-to`}
                type="date"
                required
                min={fromDay === null ? undefined : isoDate(fromDay)}
                max={fromDay === null ? undefined : isoDate(yearAfter(fromDay))}
                value={to}
                onChange={(event) => setTo(event.target.value)}
                aria-invalid={field === 'to'}
                aria-describedby={field === 'to' ? `${id}-problem` : undefined}
                className={FIELD}
              />
            </div>
          </div>
          <p id={`${id}-problem`} role="status" className="text-danger">
            {message}
          </p>
          <fieldset className="grid gap-2" aria-describedby={noHabit ? `${id}-none` : undefined}>
            <legend className="mb-1 font-semibold">{t`Habits to pause`}</legend>
            {shown.map((habit) => (
              <label key={habit.id} className="flex items-center gap-2">
                <input
                  type="checkbox"
                  checked={!unchecked.has(habit.id)}
                  onChange={(event) => {
                    const next = new Set(unchecked);
                    if (event.target.checked) next.delete(habit.id);
                    else next.add(habit.id);
                    setUnchecked(next);
                  }}
                  className="size-4 accent-accent"
                />
                <span dir="auto">{habit.name}</span>
              </label>
            ))}
            {shown.length === 0 && <p className="text-muted">{t`No habits to pause yet.`}</p>}
          </fieldset>
          <p id={`${id}-none`} role="status" className="text-danger">
            {noHabit ? t`Tick at least one habit to pause.` : null}
          </p>
          <Button
            ref={pauseRef}
            type="submit"
            variant="primary"
            size="lg"
            className="justify-self-start"
          >
            {t({ message: 'Pause', comment: 'Button: pause the habits ticked above' })}
          </Button>
        </form>
        {running.length > 0 && (
          <section className="mt-6 grid gap-2 text-sm" aria-labelledby={`${id}-pauses`}>
            <h3 id={`${id}-pauses`} className="font-semibold">
              {t`Pauses not over yet`}
            </h3>
            <ul className="grid gap-2" aria-labelledby={`${id}-pauses`}>
              {running.map((p) => {
                const key = `${p.from}/${p.to}`;
                const first = dateWords(dayOfIso(p.from) as number);
                const last = dateWords(dayOfIso(p.to) as number);
                const which = formatParts(p.ids.map((habitId) => names.get(habitId) ?? ''));
                return (
                  <li
                    key={key}
                    className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-line p-3"
                  >
                    <span>
                      {t({
                        message: `${first} to ${last}: ${which}`,
                        comment: 'A pause: its first and last day, then the habits it pauses',
                      })}
                    </span>
                    <Button
                      variant="outline"
                      // Each names its pause: a list of `End pause` said nothing of which.
                      aria-label={t({
                        message: `End pause of ${which} from ${first} to ${last}`,
                        comment:
                          "A button's name: {which} the habits the pause pauses, {first} and {last} its first and last day",
                      })}
                      onClick={() => {
                        endPause(p);
                        // The pause leaves the list: focus stays in the dialog.
                        pauseRef.current?.focus();
                      }}
                    >
                      {t`End pause`}
                    </Button>
                  </li>
                );
              })}
            </ul>
          </section>
        )}
      </DialogContent>
    </Dialog>
  );
}
