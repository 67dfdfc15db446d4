import { useMemo } from 'react';
import { isPersisted, requestPersistence, storageEstimate } from '../platform/device-storage';
import { MAX_BACKUP_BYTES, type BackupProblem, type ParsedBackup } from '../storage/backup';
import { parseBackup } from '../storage/read-backup';

export type { BackupProblem };

/** A picked file read as a backup: the backup, or why it is not one (docs/product.md §11). */
export type BackupRead =
  { ok: true; backup: ParsedBackup } | { ok: false; problem: BackupProblem | 'unreadable' };

/** How this browser keeps our data: persisted or not, and how full its storage is. */
export interface DeviceStorage {
  persisted: boolean | null;
  estimate: { usage: number; quota: number } | null;
}

/**
 * What the Your data dialog asks of files and of the browser's storage (loaded with the dialog,
 * never in the first paint's code).
 */
export function useBackupFiles() {
  return useMemo(
    () => ({
      /** Reads `file` as a backup: refused over the size limit, unreadable, or checked. */
      async readBackupFile(file: File): Promise<BackupRead> {
        if (file.size > MAX_BACKUP_BYTES) return { ok: false, problem: 'too-large' };
        let text: string;
        try {
          text = await file.text();
        } catch {
          return { ok: false, problem: 'unreadable' };
        }
        return parseBackup(text);
      },
      /** Whether the browser keeps our data under storage pressure, and how full it is. */
      async deviceStorage(): Promise<DeviceStorage> {
        const [persisted, estimate] = await Promise.all([isPersisted(), storageEstimate()]);
        return { persisted, estimate };
      },
      /** Asks the browser to keep our data; null when it cannot be asked. */
      keepData: requestPersistence,
    }),
    [],
  );
}
