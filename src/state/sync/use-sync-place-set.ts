import { useSyncExternalStore } from 'react';
import { useAppStore } from '../app-store-context';

/** Whether a place is set: the header's indicator then loads. */
// The prerendered shell is of a browser with nothing stored: no place (docs/decisions.md, "A first
// paint before React"); React reads the key itself once the shell is hydrated.
export function useSyncPlaceSet(): boolean {
  const { sync } = useAppStore();
  return useSyncExternalStore(
    sync.subscribe,
    () => sync.getState().place !== undefined,
    () => false,
  );
}
