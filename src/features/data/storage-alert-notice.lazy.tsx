import { t } from '@lingui/core/macro';
import { useExportBackup } from '../../state/use-export-backup';
import type { useStorageProblem } from '../../state/use-storage-problem';
import { saveTextFile } from '../../state/downloads';
import { Button } from '../../components/ui/button';
import { Notice } from '../../components/ui/notice';
import { WarningIcon } from '../../components/ui/icons-lazy';

/** The alert's words and its Export (storage-alert.tsx): loaded when a write fails. */
export default function StorageAlertNotice({
  problem,
}: {
  problem: NonNullable<ReturnType<typeof useStorageProblem>>;
}) {
  const exportBackup = useExportBackup();
  return (
    <Notice role="alert" tone="danger" className="flex-wrap items-start! p-4!">
      <WarningIcon className="mt-0.5 size-5 shrink-0 text-danger" />
      <p className="min-w-0 flex-1 basis-52">
        <strong className="font-semibold">{t`Your latest change could not be saved.`}</strong>{' '}
        {problem === 'quota'
          ? t`This browser's storage for Tickday is full.`
          : t`This browser's storage is turned off or unavailable (a private window can do this).`}{' '}
        {t`The change is kept in this tab until you close it: export a backup to keep it.`}
      </p>
      <Button
        variant="strong"
        onClick={() => saveTextFile(exportBackup())}
        className="shrink-0 self-center"
      >
        {t`Export backup`}
      </Button>
    </Notice>
  );
}
