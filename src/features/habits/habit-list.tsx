import { memo, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useActiveHabitIds, useActiveHabits, useHabitActions } from '../../state/use-habits';
import { useToday } from '../../state/use-today';
import type { CalendarSlot } from './calendar-slot';
import { HabitCard, type CardUiState, type SetCardUi } from './habit-card';
import type * as SortableListModule from './sortable-list';

type SortableModule = typeof SortableListModule;
const loadSortable = () => import('./sortable-list');

/**
 * The list of active habits: list "Habits", one listitem per habit. It paints without dnd-kit;
 * the sortable code loads when the browser is idle, or at once when a pointer or focus enters the
 * list, and the same cards are rendered bound to it. Focus stays on the same control across that.
 * This component follows only the ids; HabitItems follows the habits, so a toggle re-renders the
 * items and the one changed card, not dnd-kit.
 */
export const HabitList = memo(function HabitList({ Calendar }: { Calendar: CalendarSlot }) {
  const ids = useActiveHabitIds();
  const { move } = useHabitActions();
  const [sortable, setSortable] = useState<SortableModule | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const refocus = useRef<{ id: string; label: string | null } | null>(null);
  const loading = useRef(false);
  const empty = ids.length === 0; // the list (and its listeners) exists only with habits
  // Held here, not in HabitItems: the list re-mounts once when dnd-kit arrives, this does not.
  const [ui, setUiState] = useState<CardUiState>({ revealed: null, editing: null, calendar: null });
  const setUi = useCallback<SetCardUi>(
    (field, id) => setUiState((state) => (state[field] === id ? state : { ...state, [field]: id })),
    [],
  );

  const load = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    void loadSortable().then((module) => {
      const active = document.activeElement;
      const item = active?.closest<HTMLElement>('[data-habit-id]');
      if (item && listRef.current?.contains(item)) {
        refocus.current = {
          id: item.dataset.habitId ?? '',
          label: active === item ? null : (active?.getAttribute('aria-label') ?? null),
        };
      }
      setSortable(module);
    });
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

  useLayoutEffect(() => {
    const target = refocus.current;
    if (!target || !sortable) return;
    refocus.current = null;
    const item = listRef.current?.querySelector<HTMLElement>(
      `[data-habit-id="${CSS.escape(target.id)}"]`,
    );
    const control = target.label
      ? item?.querySelector<HTMLElement>(`[aria-label="${CSS.escape(target.label)}"]`)
      : item;
    control?.focus();
  }, [sortable]);

  if (empty) return null;
  const list = (
    <ul ref={listRef} aria-label="Habits" className="flex flex-col gap-3">
      <HabitItems
        Card={sortable?.SortableHabitCard ?? HabitCard}
        Calendar={Calendar}
        ui={ui}
        setUi={setUi}
      />
    </ul>
  );
  return sortable ? (
    <sortable.SortableFrame ids={ids} onMove={move}>
      {list}
    </sortable.SortableFrame>
  ) : (
    list
  );
});

interface HabitItemsProps {
  Card: typeof HabitCard | SortableModule['SortableHabitCard'];
  Calendar: CalendarSlot;
  ui: CardUiState;
  setUi: SetCardUi;
}

/** The cards; it follows the habits, so a toggle re-renders it and the one changed card. */
const HabitItems = memo(function HabitItems({ Card, Calendar, ui, setUi }: HabitItemsProps) {
  const habits = useActiveHabits();
  const actions = useHabitActions();
  const today = useToday();
  return habits.map((habit) => (
    <Card
      key={habit.id}
      habit={habit}
      today={today}
      actions={actions}
      Calendar={Calendar}
      revealed={ui.revealed === habit.id}
      editing={ui.editing === habit.id}
      calendarOpen={ui.calendar === habit.id}
      setUi={setUi}
    />
  ));
});
