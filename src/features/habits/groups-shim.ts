// TEMPORARY stand-in for the model's API (branch h42-a), until it is merged. Not to be kept.
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { Habit } from '../../domain/habit/model';
import { useAppStore } from '../../state/app-store-context';
import type { HabitsChange } from '../../state/app-state';

type G = Habit & { group?: string; archived?: boolean };

export interface GroupSections {
  ungrouped: Habit[];
  groups: { name: string; habits: Habit[] }[];
}

export const isShown = (h: Habit) => !h.isDeleted && !(h as G).archived;
export const isSectioned = (h: Habit) =>
  !h.isDeleted && ((h as G).group !== undefined || (h as G).archived === true);

export function groupSections(habits: readonly Habit[]): GroupSections {
  const ungrouped: Habit[] = [];
  const groups = new Map<string, Habit[]>();
  for (const h of habits) {
    if (!isShown(h)) continue;
    const g = (h as G).group;
    if (g === undefined) ungrouped.push(h);
    else groups.set(g, [...(groups.get(g) ?? []), h]);
  }
  return { ungrouped, groups: [...groups].map(([name, list]) => ({ name, habits: list })) };
}

export const archivedHabits = (habits: readonly Habit[]) =>
  habits.filter((h) => !h.isDeleted && (h as G).archived);

const setGroup = (h: Habit, group: string | undefined): Habit => {
  const { group: _g, ...rest } = h as G;
  return (group === undefined ? rest : { ...rest, group }) as Habit;
};

export function useGroupActions() {
  const store = useAppStore();
  return useMemo(() => {
    const run = (change: HabitsChange) => store.changeHabits(change);
    return {
      renameGroup: (from: string, to: string) =>
        run((hs) => hs.map((h) => ((h as G).group === from ? setGroup(h, to) : h))),
      ungroup: (name: string) =>
        run((hs) => hs.map((h) => ((h as G).group === name ? setGroup(h, undefined) : h))),
      archiveHabit: (id: string, archived: boolean) =>
        run((hs) =>
          hs.map((h) => {
            if (h.id !== id) return h;
            const { archived: _a, ...rest } = h as G;
            return (archived ? { ...rest, archived: true } : rest) as Habit;
          }),
        ),
      moveGroup: (name: string, dir: 'up' | 'down') =>
        run((hs) => {
          const order = groupSections(hs).groups.map((g) => g.name);
          const i = order.indexOf(name);
          const j = dir === 'up' ? i - 1 : i + 1;
          if (i < 0 || j < 0 || j >= order.length) return hs;
          const [a, b] = dir === 'up' ? [name, order[j]] : [order[j], name];
          // Put group a's habits just before group b's first habit.
          const mine = hs.filter((h) => (h as G).group === a);
          const rest = hs.filter((h) => (h as G).group !== a);
          const at = rest.findIndex((h) => (h as G).group === b);
          return [...rest.slice(0, at), ...mine, ...rest.slice(at)];
        }),
      moveHabit: (id: string, to: { group: string | null; beforeId?: string }) =>
        run((hs) => {
          const habit = hs.find((h) => h.id === id);
          if (!habit) return hs;
          const moved = setGroup(habit, to.group ?? undefined);
          const rest = hs.filter((h) => h.id !== id);
          let at = to.beforeId ? rest.findIndex((h) => h.id === to.beforeId) : -1;
          if (at === -1) {
            const members = rest
              .map((h, i) => ((h as G).group === (to.group ?? undefined) && isShown(h) ? i : -1))
              .filter((i) => i >= 0);
            at = members.length ? (members[members.length - 1] ?? 0) + 1 : rest.length;
          }
          return [...rest.slice(0, at), moved, ...rest.slice(at)];
        }),
    };
  }, [store]);
}

const KEY = 'habit-tracker:collapsed-groups';
const listeners = new Set<() => void>();
let cache: string | null = null;
let parsed: string[] = [];
const read = () => {
  const raw = localStorage.getItem(KEY);
  if (raw !== cache) {
    cache = raw;
    parsed = raw ? (JSON.parse(raw) as string[]) : [];
  }
  return parsed;
};

export function useCollapsedGroups(): [string[], (name: string, collapsed: boolean) => void] {
  const collapsed = useSyncExternalStore(
    (l) => (listeners.add(l), () => listeners.delete(l)),
    read,
    () => [],
  );
  const set = useCallback((name: string, on: boolean) => {
    const now = read().filter((n) => n !== name);
    localStorage.setItem(KEY, JSON.stringify(on ? [...now, name] : now));
    listeners.forEach((l) => l());
  }, []);
  return [collapsed, set];
}
