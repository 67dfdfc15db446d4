import { useSyncExternalStore } from 'react';
import { useAppStore } from './app-store-context';
import type { HandedKind } from './handed-files';

/** Whether files wait for `kind`'s dialog (handed-files.ts; never in the prerendered shell). */
export function useFilesHanded(kind: HandedKind): boolean {
  const { handed } = useAppStore();
  return useSyncExternalStore(
    handed.subscribe,
    () => handed.getState().kind === kind,
    () => false,
  );
}
