import { loadCollapsedGroups, saveCollapsedGroups } from '../storage/collapsed-groups';
import { STORAGE_KEYS } from '../storage/keys';
import type { KeyValueStore } from '../storage/safe-storage';

/**
 * Which groups are collapsed on this device (§3.1, §3.6; never in a backup or a sync file): their
 * own key, read and written here alone. Only the page with groups (a lazy part) needs it, so the
 * app's store and the first paint carry none of it; that page makes one while it is mounted
 * (use-collapsed-groups.ts). Another tab's change arrives by the `storage` event. A write that
 * fails (storage full) keeps the choice for this visit: it is a view, not data.
 */
export interface CollapsedGroupsStore {
  /** The names of the groups collapsed (the same array until they change). */
  getState(): readonly string[];
  subscribe(listener: () => void): () => void;
  /** Collapses group `name`, or expands it; remembered on this device only. */
  setCollapsed(name: string, collapsed: boolean): void;
}

export function createCollapsedGroups(
  storage: KeyValueStore | null,
  page: Pick<Window, 'addEventListener' | 'removeEventListener'>,
): CollapsedGroupsStore {
  let names: readonly string[] | null = null;
  const listeners = new Set<() => void>();
  const getState = (): readonly string[] => (names ??= loadCollapsedGroups(storage));
  function publish(next: readonly string[]): void {
    names = next;
    listeners.forEach((listener) => listener());
  }
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.collapsedGroups || event.key === null)
      publish(loadCollapsedGroups(storage));
  };
  return {
    getState,
    subscribe(listener) {
      if (listeners.size === 0) page.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        page.removeEventListener('storage', onStorage);
        // Unheard, another tab's change would be missed: read the key again at the next reader.
        names = null;
      };
    },
    setCollapsed(name, collapsed) {
      const next = getState().filter((n) => n !== name);
      if (collapsed) next.push(name);
      saveCollapsedGroups(storage, next);
      publish(next);
    },
  };
}
