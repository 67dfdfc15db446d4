import { useMemo, useState, useSyncExternalStore } from 'react';
import { browserStorage } from '../storage/safe-storage';
import { createCollapsedGroups } from './collapsed-groups';

export interface CollapsedGroups {
  /** The names of the groups collapsed on this device. */
  collapsed: ReadonlySet<string>;
  /** Collapses group `name`, or expands it; remembered on this device only (§3.1, §3.6). */
  setCollapsed(name: string, collapsed: boolean): void;
}

/**
 * Which groups are collapsed on this device (collapsed-groups.ts): the page with groups, their one
 * reader, holds the store while it is mounted, so a page mounted anew reads the key again.
 */
export function useCollapsedGroups(): CollapsedGroups {
  const [store] = useState(() => createCollapsedGroups(browserStorage(), window));
  const list = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  const collapsed = useMemo(() => new Set(list), [list]);
  return useMemo(() => ({ collapsed, setCollapsed: store.setCollapsed }), [collapsed, store]);
}
