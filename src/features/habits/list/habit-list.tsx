import { t } from '@lingui/core/macro';
import { memo, useMemo, useRef } from 'react';
import { useActiveHabitIds, useActiveHabits } from '../../../state/use-habits';
import { useHabitActions } from '../../../state/use-habit-actions';
import { useAppSelector } from '../../../state/app-store-context';
import { groupOf, isActive, isArchived, isShown, type Habit } from '../../../domain/habit/model';
import { useDayRule } from '../../../state/use-day-rule';
import { useToday } from '../../../state/use-today';
import { preloadable } from '../../../components/ui/preloadable';
import { BindingRegistryContext } from '../moving/card-sortable';
import type { CalendarSlot } from '../card/calendar-slot';
import { useRerenderOnLanguage } from '../../../i18n/use-rerender-on-language';
import { cardsOf, ShowMore, SortableLayer, useCardList, type CardList } from './card-list';
import { useProgressiveCount } from './use-progressive-count';

/** A habit that makes the page one with sections: a shown habit with a group. */
const grouped = (h: Habit) => isShown(h) && groupOf(h) !== '';

/** The page with groups: loaded only when a shown habit has a group. */
const HabitSections = preloadable(
  () => t`the groups`,
  () => import('./habit-sections.lazy'),
  { coreWords: true },
);

/**
 * The page with groups' code, fetched at start-up when a shown habit has a group (main.tsx waits
 * for it before the first render); null when there is nothing to fetch.
 */
export function preloadListFor(habits: readonly Habit[]): Promise<unknown> | null {
  return habits.some(grouped) ? HabitSections.preload() : null;
}

/** The same fetch, asked for before the stored data is read (main.tsx: when it may hold a group). */
export function preloadGroupedList(): void {
  void HabitSections.preload();
}

const ArchivedList = preloadable(
  () => t`the archived habits`,
  () => import('./archived-habits.lazy'),
);

/** `Archived habits` (docs/product.md §2.2), below the add form: only when a habit is archived. */
export function ArchivedSlot() {
  const any = useAppSelector((s) => s.habits.some((h) => isActive(h) && isArchived(h)));
  return any ? <ArchivedList /> : null;
}

/**
 * The main page's habits: the plain list, or, once a shown habit has a group, the
 * sections (habit-sections.lazy.tsx; docs/product.md §2.2), whose code loads only then.
 */
export const HabitList = memo(function HabitList({ Calendar }: { Calendar: CalendarSlot }) {
  const withGroups = useAppSelector((s) => s.habits.some(grouped));
  return withGroups ? <HabitSections Calendar={Calendar} /> : <PlainList Calendar={Calendar} />;
});

/**
 * The list of active habits: list "Habits", one listitem per habit, held as every list of cards
 * is (card-list.tsx: the window, the card state, dnd-kit warmed at idle or on a pointer or focus).
 * This component follows only the ids; HabitItems follows the habits, so a toggle re-renders the
 * items and the one changed card, not dnd-kit.
 */
const PlainList = memo(function PlainList({ Calendar }: { Calendar: CalendarSlot }) {
  useRerenderOnLanguage();
  const ids = useActiveHabitIds();
  const { move } = useHabitActions();
  const listRef = useRef<HTMLUListElement>(null);
  const list = useCardList(listRef, ids.length);
  const { limit } = list;
  // A new array only when the ids or the window change, so dnd-kit does not re-render on a reveal.
  const shown = useMemo(() => (ids.length > limit ? ids.slice(0, limit) : ids), [ids, limit]);
  if (ids.length === 0) return null;
  return (
    <>
      <ul ref={listRef} data-habit-lists aria-label={t`Habits`} className="flex flex-col gap-3">
        <BindingRegistryContext value={list.registry}>
          <HabitItems Calendar={Calendar} ui={list.ui} setUi={list.setUi} limit={limit} />
        </BindingRegistryContext>
      </ul>
      <ShowMore list={list} root={listRef} />
      {list.sortable && <SortableLayer ids={shown} onMove={move} registry={list.registry} />}
    </>
  );
});

interface HabitItemsProps extends Pick<CardList, 'ui' | 'setUi' | 'limit'> {
  Calendar: CalendarSlot;
}

/**
 * The cards; it follows the habits, so a toggle re-renders it and the one changed card. A long
 * list renders its first screenful at once and the rest of its window, interruptibly, once that
 * is painted.
 */
const HabitItems = memo(function HabitItems({ Calendar, ui, setUi, limit }: HabitItemsProps) {
  const habits = useActiveHabits();
  const actions = useHabitActions();
  const today = useToday();
  const rule = useDayRule();
  const [first, count] = useProgressiveCount(habits.length, limit);
  const drawn = count < habits.length ? habits.slice(0, count) : habits;
  return cardsOf(drawn, 0, first, ui, { Calendar, setUi, today, rule, actions });
});
