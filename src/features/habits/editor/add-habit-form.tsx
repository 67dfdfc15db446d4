import { t } from '@lingui/core/macro';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { preloadable } from '../../../components/ui/preloadable';
import { isBlankName, NAME_MAX_LENGTH } from '../../../domain/habit/model';
import { useHabitActions } from '../../../state/use-habit-actions';
import { FOCUS_RING } from '../../../components/ui/focus-ring';
import { Button } from '../../../components/ui/button';
import { PlusIcon } from '../../../components/ui/icons';
import type { ChoicesVerdict } from './choices';

// The Repeat and Track choices load on first use (warmed when the browser is idle, or when a
// pointer or focus reaches Add New Habit); the name box is always there, so no keystroke is lost.
// They hand back what they stand for, so their checks are not in the first paint either.
const AddChoices = preloadable(
  () => t`the repeat and track choices`,
  () => import('./add-choices.lazy'),
);

/** Every day, done or not: what a new habit is until the choices say otherwise. */
const DEFAULT: ChoicesVerdict = {
  schedule: { type: 'daily' },
  badTimes: false,
  measure: null,
  group: '',
};

/**
 * docs/product.md §2.2: closed -> open -> closed again on Add or Cancel; with `Repeat` (§10), every
 * day unless chosen otherwise, `Track` (issue 24), done or not unless an amount, and `Group`, none
 * unless typed or picked.
 */
export function AddHabitForm() {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [choices, setChoices] = useState(DEFAULT);
  const [timesError, setTimesError] = useState(0);
  const { schedule, measure, group, toBreak } = choices;
  const { add } = useHabitActions();
  const openButton = useRef<HTMLButtonElement>(null);
  // Empty once trimmed, or only invisible characters (zero-width spaces, braille blanks...).
  const blank = isBlankName(name);
  // `/?add` (ADD_HABIT_URL in routes/shortcut-paths.ts, the installed app's shortcut, §19.1) arrives with the form open; the
  // query goes, so a reload or Back does not open it again. After the first render: the
  // prerendered shell that React hydrates has the form closed.
  useEffect(() => {
    if (location.search !== '?add') return;
    history.replaceState(null, '', '/');
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the URL is read once, after hydration
    setOpen(true);
  }, []);
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') return;
    const handle = requestIdleCallback(AddChoices.preload, { timeout: 3000 });
    return () => cancelIdleCallback(handle);
  }, []);

  const close = () => {
    setOpen(false);
    setName('');
    setChoices(DEFAULT);
    setTimesError(0);
    // Back to the button that opened the form, once it is rendered again.
    requestAnimationFrame(() => openButton.current?.focus());
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (choices.badTimes) return setTimesError((n) => n + 1);
    if (blank || !schedule || measure === false) return;
    add(name, schedule, measure, group, toBreak);
    close();
  };

  if (!open) {
    return (
      <button
        ref={openButton}
        type="button"
        onClick={() => setOpen(true)}
        onPointerEnter={AddChoices.preload}
        onFocus={AddChoices.preload}
        className={`flex h-14 w-full items-center justify-center gap-2 rounded-2xl border-2 border-dashed border-line font-semibold text-muted transition-colors hover:border-accent hover:text-accent-strong ${FOCUS_RING}`}
      >
        <PlusIcon className="size-5" />
        {t`Add New Habit`}
      </button>
    );
  }

  return (
    <form
      onSubmit={submit}
      // Our own message, tied to the field, instead of the browser's bubble (§2.2).
      noValidate
      className="flex flex-wrap items-center gap-2 rounded-2xl border-2 border-accent bg-surface p-2 shadow-sm"
    >
      <label htmlFor="new-habit-name" className="sr-only">
        {t`Habit name`}
      </label>
      <input
        id="new-habit-name"
        // The form exists only because the user just asked to add a habit.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
        value={name}
        maxLength={NAME_MAX_LENGTH}
        onChange={(e) => setName(e.target.value)}
        onKeyDown={(e) => e.key === 'Escape' && close()}
        placeholder={t`e.g. Read 10 pages`}
        autoComplete="off"
        enterKeyHint="done"
        className="h-11 min-w-0 flex-1 basis-40 rounded-xl bg-transparent px-3 text-base text-fg outline-none placeholder:text-muted"
      />
      <AddChoices value={choices.draft} onChange={setChoices} timesError={timesError} />
      <div className="ml-auto flex gap-2">
        <Button variant="ghost" size="lg" onClick={close} className="rounded-xl! px-4!">
          {t`Cancel`}
        </Button>
        <Button
          variant="primary"
          size="lg"
          type="submit"
          // A times a week out of range is said on Add, not by a button that does nothing; an
          // invalid target says why beside it while Add waits.
          disabled={blank || (!schedule && !choices.badTimes) || measure === false}
          className="rounded-xl!"
        >
          {t({ message: 'Add', comment: 'Adds the new habit' })}
        </Button>
      </div>
    </form>
  );
}
