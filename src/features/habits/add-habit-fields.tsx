import { useState, type FormEvent } from 'react';
import { isBlankName, NAME_MAX_LENGTH } from '../../domain/habit';
import { useHabitActions } from '../../state/use-habits';
import { EVERY_DAY, RepeatPicker, scheduleOf } from './repeat-picker';

/**
 * The open add form (docs/product.md §2.2): the name, `Repeat` (§10, every day unless chosen
 * otherwise), Add and Cancel. Loaded on first use; `onClose` closes it after Add or Cancel.
 */
export default function AddHabitFields({ onClose }: { onClose: () => void }) {
  const [name, setName] = useState('');
  const [repeat, setRepeat] = useState(EVERY_DAY);
  const schedule = scheduleOf(repeat);
  const { add } = useHabitActions();
  // Empty once trimmed, or only invisible characters (zero-width spaces, braille blanks...).
  const blank = isBlankName(name);
  const close = onClose;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blank || !schedule) return;
    add(name, schedule);
    close();
  };

  return (
    <form
      onSubmit={submit}
      className="flex flex-wrap items-center gap-2 rounded-2xl border-2 border-accent bg-surface p-2 shadow-sm"
    >
      <label htmlFor="new-habit-name" className="sr-only">
        Habit name
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
        placeholder="e.g. Read 10 pages"
        autoComplete="off"
        enterKeyHint="done"
        className="h-11 min-w-0 flex-1 basis-40 rounded-xl bg-transparent px-3 text-base text-fg outline-none placeholder:text-muted"
      />
      <div className="w-full border-t border-line px-1 pt-2">
        <RepeatPicker value={repeat} onChange={setRepeat} />
      </div>
      <div className="ml-auto flex gap-2">
        <button
          type="button"
          onClick={close}
          className="h-11 rounded-xl px-4 text-sm font-semibold text-muted hover:bg-surface-2 hover:text-fg focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
        >
          Cancel
        </button>
        <button
          type="submit"
          disabled={blank || !schedule}
          className="h-11 rounded-xl bg-accent px-5 text-sm font-semibold text-accent-fg hover:brightness-110 focus-visible:ring-2 focus-visible:ring-accent focus-visible:ring-offset-2 focus-visible:ring-offset-surface focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50"
        >
          Add
        </button>
      </div>
    </form>
  );
}
