import { act, cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Habit } from '../../../domain/habit/model';
import { createAppStore } from '../../../state/app-store';
import { AppStoreProvider } from '../../../state/app-store-context';
import { TodayProvider } from '../../../state/use-today';
import { habitWith, NOW } from '../../../testing/builders';
import { memoryStorage } from '../../../testing/memory-storage';
import type { CalendarSlot } from '../card/calendar-slot';
import { HabitList } from './habit-list';

// The window over a very long list (card-list.tsx, docs/decisions.md "A window over very long
// lists"): 100 cards, then the next ones as the end of the list scrolls near, or with "Show more
// habits". Once only the plain list brought them on scroll; since issue 58 both pages hold their
// cards through one frame, so the page with groups does too. A card here is its list item alone
// (what is counted), so 130 of them draw fast.

vi.mock('../card/habit-card', () => ({
  HabitCard: ({ habit }: { habit: Habit }) => <li data-habit-id={habit.id}>{habit.name}</li>,
}));
vi.mock('../moving/sortable-list.lazy', () => ({ default: () => null }));

const Calendar: CalendarSlot = () => null;
const SLOW = { timeout: 30_000 };

function page(habits: Habit[]) {
  // STORAGE_KEYS.data (a feature does not import storage, not even in a test).
  const map = new Map([['habit-tracker:data', JSON.stringify({ version: 1, habits })]]);
  const store = createAppStore(memoryStorage({ map }), () => NOW);
  return render(
    <AppStoreProvider store={store}>
      <TodayProvider>
        <HabitList Calendar={Calendar} />
      </TodayProvider>
    </AppStoreProvider>,
  );
}

/** An IntersectionObserver the test drives: `reach()` says the watched node came within range. */
function heldObserver() {
  const watching = new Set<{ callback: IntersectionObserverCallback; node?: Element }>();
  class Held {
    private readonly entry: { callback: IntersectionObserverCallback; node?: Element };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback };
    }
    observe(node: Element) {
      this.entry.node = node;
      watching.add(this.entry);
    }
    disconnect() {
      watching.delete(this.entry);
    }
  }
  vi.stubGlobal('IntersectionObserver', Held);
  return {
    reach: () =>
      [...watching].forEach(({ callback, node }) =>
        callback(
          [{ isIntersecting: true, target: node } as unknown as IntersectionObserverEntry],
          {} as IntersectionObserver,
        ),
      ),
  };
}

describe(
  'both pages bring the next cards of a very long list as its end scrolls near',
  SLOW,
  () => {
    afterEach(() => {
      cleanup();
      vi.unstubAllGlobals();
    });

    it.each(['plain', 'grouped'] as const)('the %s page', async (kind) => {
      const observer = heldObserver();
      const habits = Array.from({ length: 130 }, (_, i) => ({
        ...habitWith({ name: `Habit ${i}` }),
        ...(kind === 'grouped' && i >= 60 ? { group: 'Body' } : {}),
      }));
      const view = page(habits);
      const cards = () => view.container.querySelectorAll('li[data-habit-id]').length;
      // The window's 100 cards (the first screenful, then the rest once it is painted).
      // (The grouped page's code loads on first use: on busy cores, in more than waitFor's 1 s.)
      await waitFor(() => expect(cards()).toBe(100), { timeout: 10_000 });
      view.getByRole('button', { name: 'Show more habits (30 more)' });
      act(() => observer.reach());
      await waitFor(() => expect(cards()).toBe(130));
      expect(view.queryByRole('button', { name: /Show more habits/ })).toBeNull();
    });
  },
);
