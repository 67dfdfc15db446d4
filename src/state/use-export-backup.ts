import { useCallback } from 'react';
import { backupText } from '../storage/backup';
import { useAppStore } from './app-store-context';
import { todayIn, type DownloadFile } from './downloads';

/**
 * `Export backup` (docs/product.md §8.6): the backup file of storage with what memory holds. Loaded
 * with the parts that offer it (the Your data dialog, the backup reminder, the storage alert).
 */
export function useExportBackup(): () => DownloadFile {
  const store = useAppStore();
  return useCallback(
    () => ({
      name: `tickday-backup-${todayIn(store.getState().days)}.json`,
      type: 'application/json',
      text: store.exportBackup(__APP_VERSION__, backupText),
    }),
    [store],
  );
}
