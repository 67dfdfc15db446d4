import { useCallback, useMemo } from 'react';
import { useAppSelector, useAppStore } from './app-store-context';

export interface CollapsedGroups {
  /** The names of the groups collapsed on this device. */
  collapsed: ReadonlySet<string>;
  /** Collapses group `name`, or expands it; remembered on this device only (§3.1, §3.6). */
  setCollapsed(name: string, collapsed: boolean): void;
}

/** Which groups are collapsed on this device (never in a backup or a sync file). */
export function useCollapsedGroups(): CollapsedGroups {
  const store = useAppStore();
  const names = useAppSelector((s) => s.collapsedGroups);
  const collapsed = useMemo(() => new Set(names), [names]);
  const setCollapsed = useCallback(
    (name: string, value: boolean) => store.setGroupCollapsed(name, value),
    [store],
  );
  return useMemo(() => ({ collapsed, setCollapsed }), [collapsed, setCollapsed]);
}
