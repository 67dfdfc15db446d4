import type { BackupInfo } from '../storage/preferences';
import { useAppSelector } from './app-store-context';

export type { BackupInfo };

/** When the last backup was made, and when its reminder was last dismissed. */
export function useBackupInfo(): BackupInfo {
  return useAppSelector((s) => s.backup);
}
