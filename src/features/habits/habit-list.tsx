import { plural, t } from '@lingui/core/macro';
import { memo, startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useActiveHabitIds, useActiveHabits } from '../../state/use-habits';
import { useHabitActions } from '../../state/use-habit-actions';
import { useAppSelector } from '../../state/app-store-context';
import { groupOf, isActive, isArchived, isShown, type Habit } from '../../domain/habit/model';
import { useDayRule } from '../../state/use-day-rule';
import { useToday } from '../../state/use-today';
import { preloadable } from '../../components/ui/preloadable';
import { LIST_WINDOW, SortableLayer } from './list-parts';
import { BindingRegistryContext, createBindingRegistry } from './card-sortable';
import type { CalendarSlot } from './calendar-slot';
import { HabitCard, type CardUiState, type SetCardUi } from './habit-card';
import { firstScreenful } from './first-screenful';
import { useProgressiveCount } from './use-progressive-count';
import { Button } from '../../components/ui/button';
import { useRerenderOnLanguage } from '../../i18n/use-rerender-on-language';

export { LIST_WINDOW } from './list-parts';

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
 * The list of active habits: list "Habits", one listitem per habit. It paints without dnd-kit;
 * the sortable code loads when the browser is idle, or at once when a pointer or focus enters the
 * list. dnd-kit then runs beside the list (SortableFrame with one binding per habit) and hands
 * each card its bindings, so no card re-mounts. This component follows only the ids; HabitItems
 * follows the habits, so a toggle re-renders the items and the one changed card, not dnd-kit.
 */
const PlainList = memo(function PlainList({ Calendar }: { Calendar: CalendarSlot }) {
  useRerenderOnLanguage();
  const ids = useActiveHabitIds();
  const { move } = useHabitActions();
  const [sortable, setSortable] = useState(false);
  const [registry] = useState(createBindingRegistry);
  const listRef = useRef<HTMLUListElement>(null);
  const loading = useRef(false);
  const empty = ids.length === 0; // the list (and its listeners) exists only with habits
  const [ui, setUiState] = useState<CardUiState>({
    revealed: null,
    editing: null,
    calendar: null,
    menu: null,
    schedule: null,
  });
  const [limit, setLimit] = useState(LIST_WINDOW);
  // A new array only when the ids or the window change, so dnd-kit does not re-render on a reveal.
  const shown = useMemo(() => (ids.length > limit ? ids.slice(0, limit) : ids), [ids, limit]);
  const more = ids.length - shown.length;
  const hasMore = more > 0;
  const showMore = useCallback(
    () => startTransition(() => setLimit((current) => current + LIST_WINDOW)),
    [],
  );
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = sentinel.current;
    const list = listRef.current;
    if (!node || !list || typeof IntersectionObserver === 'undefined') return;
    // Only once the window's cards are all drawn: while the first screenful alone is, the end of
    // the list is near but the window is not used up.
    const observer = new IntersectionObserver(
      (entries) =>
        entries.some((e) => e.isIntersecting) && list.children.length >= limit && showMore(),
      { rootMargin: '800px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [showMore, hasMore, limit]);
  const setUi = useCallback<SetCardUi>(
    (field, id) => setUiState((state) => (state[field] === id ? state : { ...state, [field]: id })),
    [],
  );

  const load = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    // Mounting dnd-kit for every card is interruptible work: a tap during it is not held up. A
    // file that fails to load shows its alert (with Reload) when rendered; the list still works.
    void SortableLayer.preload().then(() => startTransition(() => setSortable(true)));
  }, []);

  useEffect(() => {
    const list = listRef.current;
    const intents = ['pointerover', 'focusin', 'touchstart'] as const;
    intents.forEach((type) => list?.addEventListener(type, load, { once: true, passive: true }));
    return () => intents.forEach((type) => list?.removeEventListener(type, load));
  }, [load, empty]);

  useEffect(() => {
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(load, { timeout: 2000 });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(load, 300);
    return () => clearTimeout(timer);
  }, [load]);

  if (empty) return null;
  return (
    <>
      <ul ref={listRef} data-habit-lists aria-label={t`Habits`} className="flex flex-col gap-3">
        <BindingRegistryContext value={registry}>
          <HabitItems Calendar={Calendar} ui={ui} setUi={setUi} limit={limit} />
        </BindingRegistryContext>
      </ul>
      {more > 0 && (
        <div ref={sentinel}>
          <Button
            variant="outline"
            size="lg"
            onClick={showMore}
            className="w-full rounded-2xl text-muted hover:text-fg"
          >
            {plural(more, { one: 'Show more habits (# more)', other: 'Show more habits (# more)' })}
          </Button>
        </div>
      )}
      {sortable && <SortableLayer ids={shown} onMove={move} registry={registry} />}
    </>
  );
});

interface HabitItemsProps {
  Calendar: CalendarSlot;
  ui: CardUiState;
  setUi: SetCardUi;
  /** At most this many cards (the window). */
  limit: number;
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
  const [first] = useState(firstScreenful);
  const count = Math.min(useProgressiveCount(habits.length, first), limit);
  return (count < habits.length ? habits.slice(0, count) : habits).map((habit, index) => (
    <HabitCard
      key={habit.id}
      habit={habit}
      belowFold={index >= first}
      today={today}
      rule={rule}
      actions={actions}
      Calendar={Calendar}
      revealed={ui.revealed === habit.id}
      editing={ui.editing === habit.id}
      calendarOpen={ui.calendar === habit.id}
      menuOpen={ui.menu === habit.id}
      scheduleOpen={ui.schedule === habit.id}
      setUi={setUi}
    />
  ));
});
