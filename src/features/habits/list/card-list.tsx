import { plural, t } from '@lingui/core/macro';
import {
  startTransition,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
  type RefObject,
} from 'react';
import type { Habit } from '../../../domain/habit/model';
import { Button } from '../../../components/ui/button';
import { preloadable } from '../../../components/ui/preloadable';
import { createBindingRegistry, type BindingRegistry } from '../moving/card-sortable';
import { HabitCard, type CardUiState, type SetCardUi } from '../card/habit-card';

// The one list of cards: the plain list (habit-list.tsx) and the page with groups
// (habit-sections.lazy.tsx) both hold their cards through this file, so what they do alike (the
// window, the card state, dnd-kit's warm-up) is written once and cannot drift apart (issue 58).

/**
 * The cards rendered at first, and added per step after that (docs/decisions.md, "A window over
 * very long lists"): up to this many habits nothing changes; past it, the next cards arrive as the
 * end of the list scrolls near, or with "Show more habits", so an action costs the same whether a
 * list holds 100 habits or 5,000.
 */
export const LIST_WINDOW = 100;

export const SortableLayer = preloadable(
  () => t`the reorder code`,
  () => import('../moving/sortable-list.lazy'),
);

/** What a list of cards holds, the same on both pages (useCardList). */
export interface CardList {
  /** Which card has Delete revealed, a rename, a calendar, a menu: one at a time. */
  ui: CardUiState;
  setUi: SetCardUi;
  /** Carries dnd-kit's bindings to the cards (card-sortable.ts). */
  registry: BindingRegistry;
  /** dnd-kit's code has loaded: render SortableLayer beside the cards. */
  sortable: boolean;
  /** The window: at most this many cards. */
  limit: number;
  /** The cards past the window (ShowMore). */
  more: number;
  showMore: () => void;
}

/**
 * The state of a list of `total` cards held in `root` (the plain list renders nothing without
 * habits: its element, and so its listeners, come with the first one). It paints without dnd-kit;
 * the sortable code loads when the browser is idle, or at once when a pointer or focus enters the
 * list, and then runs beside the list (SortableLayer, one binding per card), so no card re-mounts.
 */
export function useCardList(root: RefObject<HTMLElement | null>, total: number): CardList {
  const [ui, setUiState] = useState<CardUiState>({
    revealed: null,
    editing: null,
    calendar: null,
    menu: null,
    schedule: null,
  });
  const setUi = useCallback<SetCardUi>(
    (field, id) => setUiState((state) => (state[field] === id ? state : { ...state, [field]: id })),
    [],
  );
  const [registry] = useState(createBindingRegistry);
  const [sortable, setSortable] = useState(false);
  const loading = useRef(false);
  const [limit, setLimit] = useState(LIST_WINDOW);
  const more = total - Math.min(total, limit);
  const showMore = useCallback(
    () => startTransition(() => setLimit((current) => current + LIST_WINDOW)),
    [],
  );
  const load = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    // Mounting dnd-kit for every card is interruptible work: a tap during it is not held up. A
    // file that fails to load shows its alert (with Reload) when rendered; the list still works.
    void SortableLayer.preload().then(() => startTransition(() => setSortable(true)));
  }, []);

  const present = total > 0;
  useEffect(() => {
    const node = root.current;
    const intents = ['pointerover', 'focusin', 'touchstart'] as const;
    intents.forEach((type) => node?.addEventListener(type, load, { once: true, passive: true }));
    return () => intents.forEach((type) => node?.removeEventListener(type, load));
  }, [root, load, present]);

  useEffect(() => {
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(load, { timeout: 2000 });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(load, 300);
    return () => clearTimeout(timer);
  }, [load]);

  return { ui, setUi, registry, sortable, limit, more, showMore };
}

/** What every card of a list is given alike. */
export type CardShared = Pick<
  ComponentProps<typeof HabitCard>,
  'today' | 'rule' | 'actions' | 'Calendar' | 'setUi'
>;

/**
 * The cards of `habits`, the first of them at `offset` in the page's order of cards, `first` of
 * them drawn whole (useProgressiveCount); `ui` says which one has what open.
 */
export function cardsOf(
  habits: readonly Habit[],
  offset: number,
  first: number,
  ui: CardUiState,
  shared: CardShared,
): ReactNode {
  return habits.map((habit, index) => (
    <HabitCard
      key={habit.id}
      {...shared}
      habit={habit}
      belowFold={offset + index >= first}
      revealed={ui.revealed === habit.id}
      editing={ui.editing === habit.id}
      calendarOpen={ui.calendar === habit.id}
      menuOpen={ui.menu === habit.id}
      scheduleOpen={ui.schedule === habit.id}
    />
  ));
}

/**
 * "Show more habits (N more)" after the cards held in `root`, while some are past the window:
 * pressed, or come within 800 px of the screen once the window's cards are all drawn, the window
 * grows.
 */
export function ShowMore({ list, root }: { list: CardList; root: RefObject<HTMLElement | null> }) {
  const sentinel = useRef<HTMLDivElement>(null);
  const { more, showMore, limit } = list;
  const hasMore = more > 0;
  useEffect(() => {
    const node = sentinel.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    // Only once the window's cards are all drawn: while the first screenful alone is, the end of
    // the list is near but the window is not used up.
    const observer = new IntersectionObserver(
      (entries) =>
        entries.some((e) => e.isIntersecting) &&
        (root.current?.querySelectorAll('li[data-habit-id]').length ?? 0) >= limit &&
        showMore(),
      { rootMargin: '800px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [root, showMore, hasMore, limit]);
  return (
    hasMore && (
      <div ref={sentinel}>
        <Button
          variant="outline"
          size="lg"
          onClick={showMore}
          className="w-full rounded-2xl! text-muted hover:text-fg"
        >
          {plural(more, { one: 'Show more habits (# more)', other: 'Show more habits (# more)' })}
        </Button>
      </div>
    )
  );
}
