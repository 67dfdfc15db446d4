import { t } from '@lingui/core/macro';
import { useEffect, useSyncExternalStore } from 'react';
import { readMeasure } from '../../../domain/amount';
import { tokenOfSearch, type TickOutcome } from '../../../domain/habit/tick-link';
import type { Habit } from '../../../domain/habit/model';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { CloseIcon } from '../../../components/ui/icons-lazy';
import { focusOrMain, useFocusReturn } from '../../../components/ui/use-focus-return';
import { useAppSelector, useAppStore } from '../../../state/app-store-context';
import type { AppStore } from '../../../state/app-store';
import { openTickLink, undoTickLink } from '../../../state/tick-link-commands';
import { amountSentence } from '../../../words/amount-words';

/**
 * What the page's tick link did, once per page load (the notice may mount again, after a visit to
 * another page and back): null until it is handled, and `closed` once Undo or Dismiss is pressed.
 */
let handled: { outcome: TickOutcome; closed: boolean } | null = null;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
function setHandled(next: NonNullable<typeof handled>) {
  handled = next;
  listeners.forEach((listener) => listener());
}

/**
 * Opens the page's tick link (docs/product.md §19.4) and drops its query (replaceState), so a
 * reload or a later Back does not open it again. The one thing a URL can do.
 */
function handle(store: AppStore): NonNullable<typeof handled> {
  const token = tokenOfSearch(location.search) ?? '';
  history.replaceState(history.state, '', location.pathname);
  const { change, outcome } = openTickLink(token);
  store.changeHabits(change);
  return { outcome: outcome(), closed: false };
}

/** The status's words: what the link did, or why it did nothing. */
function statusWords(outcome: TickOutcome, habit: Habit | undefined): string {
  switch (outcome.kind) {
    case 'done':
    case 'already': {
      const { name } = outcome;
      return t({
        message: `${name} done for today`,
        comment: 'After a tick link (§19.4) marked the habit done, or found it done already',
      });
    }
    case 'slip':
    case 'slipped': {
      const { name } = outcome;
      return t({
        message: `Slip logged for ${name} today`,
        comment:
          "After a habit to break's tick link (§19.4, §20) logged today's slip, or found one",
      });
    }
    case 'added': {
      const { name } = outcome;
      const measure = habit && readMeasure(habit.measure);
      const sentence = amountSentence(outcome.amount, measure?.target ?? null, measure?.unit ?? '');
      return outcome.done
        ? t`${name} done for today: ${sentence}`
        : t({
            message: `Added to ${name}: ${sentence} today`,
            comment:
              "After a tick link added to an amount habit's day: 'Added to Water: 3 of 8 glasses today'",
          });
    }
    case 'archived': {
      const { name } = outcome;
      return t`${name} is archived, so its tick link changed nothing. Restore it from Archived habits to use the link again.`;
    }
    case 'deleted': {
      const { name } = outcome;
      return t`${name} was deleted, so its tick link changed nothing.`;
    }
    case 'unknown':
      return t`This tick link does not work here: a new link may have replaced it, or its habit is not on this device (yet). Nothing was changed.`;
  }
}

/**
 * docs/product.md §19.4: the status of the tick link the page was opened at, `<name> done for
 * today` with Undo, or why it changed nothing, with Dismiss. It stays until one is pressed.
 */
export default function TickLinkNotice() {
  const store = useAppStore();
  const state = useSyncExternalStore(subscribe, () => handled);
  useEffect(() => {
    if (!handled) setHandled(handle(store));
  }, [store]);
  const outcome = state?.outcome;
  const habit = useAppSelector((s) =>
    outcome && 'id' in outcome ? s.habits.find((h) => h.id === outcome.id) : undefined,
  );
  const { attach, restore } = useFocusReturn();
  if (!state || !outcome || state.closed) return null;
  const close = () => setHandled({ outcome, closed: true });
  const changed = outcome.kind === 'done' || outcome.kind === 'added' || outcome.kind === 'slip';
  const refused =
    outcome.kind === 'archived' || outcome.kind === 'deleted' || outcome.kind === 'unknown';
  return (
    <Notice
      ref={attach}
      role="status"
      tone={refused ? 'danger' : 'accent'}
      className="flex-wrap animate-[td-rise_200ms_ease-out]"
    >
      <div className="min-w-0 flex-1 basis-48">
        <p className="text-sm font-semibold">{statusWords(outcome, habit)}</p>
        {(outcome.kind === 'already' || outcome.kind === 'slipped') && (
          <p className="text-xs text-muted">{t`It already was: the link changed nothing.`}</p>
        )}
      </div>
      <div className="ml-auto flex shrink-0 items-center gap-2">
        {changed && (
          <Button
            variant="primary"
            onClick={() => {
              store.changeHabits(undoTickLink(outcome));
              close();
              const card = document.querySelector<HTMLElement>(
                `li[data-habit-id="${CSS.escape(outcome.id)}"]`,
              );
              requestAnimationFrame(() => focusOrMain(card));
            }}
          >
            {t`Undo`}
          </Button>
        )}
        <Button
          variant="icon"
          onClick={() => {
            close();
            restore();
          }}
          aria-label={t`Dismiss`}
        >
          <CloseIcon className="size-4" />
        </Button>
      </div>
    </Notice>
  );
}
