import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { loadCollapsedGroups, saveCollapsedGroups } from '../storage/collapsed-groups';
import { STORAGE_KEYS } from '../storage/keys';
import { browserStorage } from '../storage/safe-storage';

export interface CollapsedGroups {
  /** The names of the groups collapsed on this device. */
  collapsed: ReadonlySet<string>;
  /** Collapses group `name`, or expands it; remembered on this device only (§3.1, §3.6). */
  setCollapsed(name: string, collapsed: boolean): void;
}

/*
 * Which groups are collapsed lives in its own key, read and written here alone: only the page
 * with groups (a lazy part) needs it, so the app's store and the first paint carry none of it.
 * Another tab's change arrives by the storage event. A write that fails (storage full) keeps the
 * choice for this visit: it is a view, not data.
 */
let names: readonly string[] | null = null;
const listeners = new Set<() => void>();

function current(): readonly string[] {
  names ??= loadCollapsedGroups(browserStorage());
  return names;
}

function publish(next: readonly string[]): void {
  names = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.collapsedGroups || event.key === null) {
      publish(loadCollapsedGroups(browserStorage()));
    }
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
    // Unheard, another tab's change would be missed: read the key again at the next mount.
    if (listeners.size === 0) names = null;
  };
}

/** Which groups are collapsed on this device (never in a backup or a sync file). */
export function useCollapsedGroups(): CollapsedGroups {
  const list = useSyncExternalStore(subscribe, current, current);
  const collapsed = useMemo(() => new Set(list), [list]);
  const setCollapsed = useCallback((name: string, value: boolean) => {
    const next = current().filter((n) => n !== name);
    if (value) next.push(name);
    saveCollapsedGroups(browserStorage(), next);
    publish(next);
  }, []);
  return useMemo(() => ({ collapsed, setCollapsed }), [collapsed, setCollapsed]);
}
