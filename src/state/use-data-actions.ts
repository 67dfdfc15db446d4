import { useMemo } from 'react';
import type { ParsedBackup } from '../storage/backup';
import type { ImportMode, ImportResult } from './app-store';
import { useAppStore } from './app-store-context';

export type { ParsedBackup, ImportMode, ImportResult };

/** Your data's actions on the store: a backup applied (Replace or Merge), the reminder dismissed. */
export function useDataActions() {
  const store = useAppStore();
  return useMemo(
    () => ({
      importBackup: (backup: ParsedBackup, mode: ImportMode) => store.importBackup(backup, mode),
      dismissReminder: store.dismissBackupReminder,
    }),
    [store],
  );
}
