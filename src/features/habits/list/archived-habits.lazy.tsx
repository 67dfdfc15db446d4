import { t } from '@lingui/core/macro';
import { useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { useArchivedHabits } from '../../../state/use-habits';
import { useHabitActions } from '../../../state/use-habit-actions';
import { useHistoryHref } from '../../../components/ui/history-href';
import { cn } from '../../../components/ui/cn';
import { DisclosureIcon } from '../../../components/ui/icons-lazy';
import { FOCUS_RING, FOCUS_RING_ON_BG } from '../../../components/ui/focus-ring';

/**
 * Below the lists and the add form, when any habit is archived (docs/product.md §2.2): button `Archived habits`
 * (`aria-expanded`) showing list `Archived habits`, each item with the name, a link to its
 * history, `Restore <name>` (back to its group and place) and `Delete <name>` (with Undo).
 */
export default function ArchivedHabits() {
  const archived = useArchivedHabits();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const { remove, archive } = useHabitActions();
  const history = useHistoryHref();
  if (archived.length === 0) return null;
  // After an item leaves: focus on the next item's same button, else the previous one's, else
  // the toggle (the list is gone with its last item). With the last archived habit the whole
  // section goes: a restored habit's card takes focus, else what comes before the section (the
  // add form), so focus never falls to the page's start.
  const leave = (index: number, id: string, run: () => void, kind: 'restore' | 'delete') => {
    const items = [...(list.current?.children ?? [])];
    const next = items[index + 1] ?? items[index - 1];
    const before = toggle.current?.closest('section')?.previousElementSibling;
    run();
    requestAnimationFrame(() => {
      const target =
        (next?.isConnected && next.querySelector<HTMLElement>(`[data-archived=${kind}]`)) ||
        toggle.current ||
        (kind === 'restore' &&
          document.querySelector<HTMLElement>(`[data-habit-id=${CSS.escape(id)}]`)) ||
        before?.querySelector<HTMLElement>('button, input');
      target?.focus();
    });
  };
  const button = `h-9 shrink-0 rounded-lg px-3 text-sm font-medium ${FOCUS_RING}`;
  return (
    <section className="mt-3 flex flex-col gap-3">
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => setOpen(!open)}
        className={cn(
          'flex min-h-11 items-center gap-2 self-start rounded-xl px-2 text-sm font-semibold text-muted hover:bg-surface-2 hover:text-fg',
          FOCUS_RING_ON_BG,
        )}
      >
        <DisclosureIcon open={open} className="size-5" />
        {t`Archived habits`}
        <span
          aria-hidden="true"
          className="rounded-full bg-surface-2 px-2 py-0.5 text-xs tabular-nums"
        >
          {archived.length}
        </span>
      </button>
      {open && (
        <ul
          ref={list}
          id={listId}
          aria-label={t`Archived habits`}
          className="flex flex-col divide-y divide-line rounded-2xl border border-line bg-surface"
        >
          {archived.map(({ id, name }, index) => (
            <li key={id} className="flex flex-wrap items-center gap-x-2 gap-y-1 px-4 py-3">
              <span
                dir="auto"
                className="min-w-0 basis-full truncate font-medium sm:flex-1 sm:basis-auto"
                title={name}
              >
                {name}
              </span>
              {history && (
                <Link
                  href={history.href(id)}
                  onPointerEnter={() => void history.preload()}
                  onFocus={() => void history.preload()}
                  aria-label={t`History of ${name}`}
                  className={cn(
                    button,
                    'inline-flex items-center text-accent-strong underline-offset-4 hover:underline',
                  )}
                >
                  {t`History`}
                </Link>
              )}
              <button
                type="button"
                data-archived="restore"
                aria-label={t`Restore ${name}`}
                onClick={() => leave(index, id, () => archive(id, false), 'restore')}
                className={cn(button, 'border border-line hover:bg-surface-2')}
              >
                {t({
                  message: 'Restore',
                  comment: 'Brings an archived habit back to the main page',
                })}
              </button>
              <button
                type="button"
                data-archived="delete"
                aria-label={t`Delete ${name}`}
                onClick={() => leave(index, id, () => remove(id), 'delete')}
                className={cn(button, 'text-danger hover:bg-danger/10')}
              >
                {t`Delete`}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
