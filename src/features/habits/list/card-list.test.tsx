import { act, cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Habit } from '../../../domain/habit/model';
import { createAppStore } from '../../../state/app-store';
import { AppStoreProvider } from '../../../state/app-store-context';
import { TodayProvider } from '../../../state/use-today';
import { habitWith, NOW } from '../../../testing/builders';
import { memoryStorage } from '../../../testing/memory-storage';
import type { CalendarSlot } from '../card/calendar-slot';
import { HabitList } from './habit-list';

// The plain list (habit-list.tsx, in the first paint) and the page with groups
// (habit-sections.lazy.tsx) hold their cards through one frame (card-list.tsx). They once drifted:
// the plain list warmed dnd-kit at idle (2 s at the latest), the grouped page after a fixed 300 ms.
// Each page is drawn here and the two must warm the reorder code alike.

const layer = vi.hoisted(() => ({ mounted: 0 }));
vi.mock('../moving/sortable-list.lazy', () => ({
  default: function SortableLayer() {
    layer.mounted += 1;
    return null;
  },
}));

const Calendar: CalendarSlot = () => null;
const SLOW = { timeout: 30_000 };
/** How long a lazy part (the grouped page, the reorder code) may take to load on a busy machine. */
const LAZY = { timeout: 10_000 };

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

const PAGES = {
  plain: () => [habitWith({ name: 'Read' }), habitWith({ name: 'Run' })],
  grouped: () => [habitWith({ name: 'Read' }), { ...habitWith({ name: 'Run' }), group: 'Body' }],
};

/** Draws a page with its idle work held, and says how it asked for idle time. */
async function drawn(kind: keyof typeof PAGES) {
  layer.mounted = 0;
  const idle = vi.fn<(job: () => void, options?: IdleRequestOptions) => number>(() => 1);
  vi.stubGlobal('requestIdleCallback', idle);
  vi.stubGlobal('cancelIdleCallback', vi.fn());
  const view = page(PAGES[kind]());
  // The grouped page's code loads on first use (the plain list is drawn at once): its first
  // import took over waitFor's 1 s on the shared cores.
  await waitFor(
    () => expect(view.container.querySelectorAll('li[data-habit-id]')).toHaveLength(2),
    LAZY,
  );
  // Its effects may run a moment after its cards show (a lazy part's reveal, on a busy machine).
  await waitFor(() => expect(idle).toHaveBeenCalled(), LAZY);
  const lists = view.container.querySelector<HTMLElement>('[data-habit-lists]')!;
  const asked = idle.mock.calls.map(([, options]) => options);
  return { idle, lists, asked, unmount: view.unmount };
}

describe('both pages warm the reorder code alike (one frame: card-list.tsx)', SLOW, () => {
  afterEach(() => {
    cleanup(); // while the idle stubs are there: unmounting cancels the idle work
    vi.unstubAllGlobals();
  });

  it('asks for idle time the same way, and loads dnd-kit only then', async () => {
    const plain = await drawn('plain');
    expect(plain.asked).toContainEqual({ timeout: 2000 });
    expect(layer.mounted).toBe(0);
    await act(async () => plain.idle.mock.calls.forEach(([job]) => job()));
    await waitFor(() => expect(layer.mounted).toBeGreaterThan(0), LAZY);
    plain.unmount();

    const grouped = await drawn('grouped');
    expect(grouped.asked).toEqual(plain.asked);
    expect(layer.mounted).toBe(0);
    await act(async () => grouped.idle.mock.calls.forEach(([job]) => job()));
    await waitFor(() => expect(layer.mounted).toBeGreaterThan(0), LAZY);
  });

  it.each(['plain', 'grouped'] as const)(
    'the %s page loads it at once when a pointer enters the list',
    async (kind) => {
      const { lists } = await drawn(kind);
      expect(layer.mounted).toBe(0);
      fireEvent.pointerOver(lists);
      await waitFor(() => expect(layer.mounted).toBeGreaterThan(0), LAZY);
    },
  );
});
