import { plural, t } from '@lingui/core/macro';
import { useExportBackup } from '../../state/use-export-backup';
import { useEffect, useRef, useState, type DragEvent, type ReactNode, type RefObject } from 'react';
import type { DayRule } from '../../domain/day-rule';
import { formatNumber, longDateLabel } from '../../i18n/format';
import { rich } from '../../i18n/rich';
import { useDayRule } from '../../state/use-day-rule';
import { useDataSummary } from '../../state/use-data-summary';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { useBackupInfo } from '../../state/use-backup-info';
import {
  useDataActions,
  type ImportMode,
  type ImportResult,
  type ParsedBackup,
} from '../../state/use-data-actions';
import type { BackupProblem } from '../../state/use-backup-files';
import { useCsvExport } from '../../state/use-csv-export';
import { saveTextFile } from '../../state/downloads';
import { useBackupFiles, type DeviceStorage } from '../../state/use-backup-files';
import { useHandedFiles } from '../../state/use-handed-files';
import { ExportForLoop } from './export-for-loop';
import { FilePicker } from './file-picker';
import { ImportFromApp } from './import-from-app';
import { StorageMeter } from './storage-meter';
import { backupProblem, importFailed, storageUsage } from './words';

interface DataDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusRef: RefObject<HTMLElement | null>;
}

/**
 * Why a backup was not restored: it could not be read (`neither`: a file opened with the installed
 * app that is no Tickday file), or Replace could not write it.
 */
type Problem =
  | { backup: BackupProblem | 'unreadable' | 'neither' }
  | { write: Extract<ImportResult, { ok: false }>['reason'] };

/** An instant's date in the user's day calendar (docs/product.md §4). */
const dateIn = (rule: DayRule) => (ms: number | null) =>
  ms === null ? null : longDateLabel(rule.dayOf(ms));

/** docs/product.md §2, "Your data": what is stored, export, and restore. */
export default function DataDialog({ open, onOpenChange, returnFocusRef }: DataDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t`Your data`} returnFocusRef={returnFocusRef}>
        {open && <DataBody onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function DataBody({ onDone }: { onDone: () => void }) {
  const dateOf = dateIn(useDayRule());
  const summary = useDataSummary();
  const info = useBackupInfo();
  const actions = useDataActions();
  const exportBackup = useExportBackup();
  const exportCsv = useCsvExport();
  const files = useBackupFiles();
  const [device, setDevice] = useState<DeviceStorage>({ persisted: null, estimate: null });
  const [pending, setPending] = useState<ParsedBackup | null>(null);
  // A code, worded when shown (a language chosen meanwhile words it too).
  const [problem, setProblem] = useState<Problem | null>(null);
  const [dragging, setDragging] = useState(false);
  const previewRef = useRef<HTMLDivElement>(null);
  const problemRef = useRef<HTMLParagraphElement>(null);

  // On a phone the preview (or the problem) lands below the fold: bring it into view.
  useEffect(() => {
    const target = pending ? previewRef.current : problemRef.current;
    target?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [pending, problem]);

  useEffect(() => {
    let live = true;
    void files.deviceStorage().then((storage) => {
      if (live) setDevice(storage);
    });
    return () => {
      live = false;
    };
  }, [files]);

  const readFile = async (file: File | undefined, handed = false) => {
    setPending(null);
    setProblem(null);
    if (!file) return;
    const parsed = await files.readBackupFile(file);
    if (parsed.ok) setPending(parsed.backup);
    // Opened with the installed app, a file that is no sync file either (§19.2) is said to be
    // neither: the person did not pick it here as a backup.
    else
      setProblem({
        backup: handed && parsed.problem === 'not-a-backup' ? 'neither' : parsed.problem,
      });
  };

  // A backup opened with the installed app or shared to it (§19.2) lands here, as if picked.
  useHandedFiles('backup', (files) => void readFile(files[0], true));

  // Replace, or Merge; a merge with no room in storage changes nothing and says so (§17.6).
  const restore = (backup: ParsedBackup, mode: ImportMode) => {
    const result = actions.importBackup(backup, mode);
    if (result.ok) return onDone();
    setPending(null);
    setProblem({ write: result.reason });
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void readFile(event.dataTransfer.files[0]);
  };

  const askPersistence = async () => {
    const persisted = await files.keepData();
    setDevice((d) => ({ ...d, persisted }));
  };

  return (
    // Dropping a file anywhere on the dialog restores from it, like the file input does.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      className="grid gap-5"
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <Fact label={t`Habits`} value={count(summary.habits)} />
        <Fact label={t`Completions`} value={count(summary.completions)} />
        <Fact label={t`Tracking since`} value={dateOf(summary.since) ?? '—'} />
        <Fact
          label={t`Last backup`}
          value={dateOf(info.lastBackupAt) ?? t({ message: 'Never', context: 'Last backup' })}
        />
        <StorageMeter />
        {/* The browser's own figure: service worker caches and the like, not local storage. */}
        <Fact
          label={t`Site storage (browser's estimate)`}
          value={device.estimate ? storageUsage(device.estimate.usage, device.estimate.quota) : '—'}
        />
        <Fact label={t`Persistent storage`} value={persistence(device.persisted)} />
      </dl>
      {device.persisted === false && (
        <p className="text-sm text-muted">
          {t`The browser may clear this site's data when space runs low.`}{' '}
          <button
            type="button"
            onClick={askPersistence}
            className="font-semibold text-accent-strong underline underline-offset-4"
          >
            {t`Ask to keep it`}
          </button>
        </p>
      )}

      <section className="grid gap-2">
        <h3 className="text-sm font-semibold">
          {t({
            message: 'Export',
            context: 'A heading',
            comment: 'Saving your data to a file',
          })}
        </h3>
        <p className="text-sm text-muted">
          {t`A backup file holds everything Tickday stores. Keep it somewhere safe; it restores on any browser.`}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="primary" size="md" onClick={() => saveTextFile(exportBackup())}>
            {t`Export backup`}
          </Button>
          <Button variant="outline" size="md" onClick={() => saveTextFile(exportCsv())}>
            {t`Export CSV`}
          </Button>
          <ExportForLoop />
        </div>
      </section>

      <section className="grid gap-2">
        <h3 className="text-sm font-semibold">
          {t({
            message: 'Restore',
            context: 'A heading',
            comment: 'Bringing your data back from a backup file',
          })}
        </h3>
        <FilePicker
          label={t`Backup file`}
          hint={t`Choose a Tickday backup, or drop it here`}
          accept="application/json,.json"
          highlighted={dragging}
          onFile={(file) => void readFile(file)}
        />
        {problem && (
          <p
            ref={problemRef}
            role="alert"
            className="rounded-xl border border-danger/60 p-3 text-sm"
          >
            {'backup' in problem ? backupProblem(problem.backup) : importFailed(problem.write)}
          </p>
        )}
        {pending && (
          <div
            ref={previewRef}
            className="grid scroll-mb-4 gap-3 rounded-2xl border border-accent/60 bg-accent-soft p-4 text-sm"
          >
            <BackupContents summary={pending.summary} dateOf={dateOf} />
            <p className="text-muted">
              {t`Replace makes this browser's data exactly the backup. Merge keeps what is here and adds the backup's habits, completions and badges.`}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button variant="primary" size="md" onClick={() => restore(pending, 'replace')}>
                {t({
                  message: 'Replace',
                  context: 'Restoring a backup',
                  comment: "Makes this browser's data exactly the backup",
                })}
              </Button>
              <Button variant="outline" size="md" onClick={() => restore(pending, 'merge')}>
                {t({
                  message: 'Merge',
                  context: 'Restoring a backup',
                  comment: "Adds the backup's data to what is here",
                })}
              </Button>
              <Button variant="outline" size="md" onClick={() => setPending(null)}>
                {t`Cancel`}
              </Button>
            </div>
          </div>
        )}
      </section>

      <ImportFromApp onDone={onDone} />
    </div>
  );
}

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="rounded-xl bg-surface-2 p-3">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

/** A count in the language's digits, ungrouped as it always was ("1234"). */
const count = (n: number) => formatNumber(n, { useGrouping: false });

/** "Yes", "Not yet": whether the browser keeps this site's data when space runs low. */
function persistence(persisted: boolean | null): string {
  if (persisted === null) return t({ message: 'Not available', context: 'Persistent storage' });
  return persisted
    ? t({ message: 'Yes', context: 'Persistent storage' })
    : t({ message: 'Not yet', context: 'Persistent storage' });
}

/** What a backup holds, before it is restored: "This backup holds 1 habit and 5 completions ...". */
function BackupContents({
  summary,
  dateOf,
}: {
  summary: ParsedBackup['summary'];
  dateOf: (ms: number | null) => string | null;
}) {
  const { habits: habitCount, completions: completionCount, badges: badgeCount } = summary;
  const habits = '{habits}';
  const completions = '{completions}';
  const badges = plural(badgeCount, { one: '# badge', other: '# badges' });
  const from = dateOf(summary.from);
  const to = dateOf(summary.to);
  const parts = {
    habits: <strong>{plural(habitCount, { one: '# habit', other: '# habits' })}</strong>,
    completions: (
      <strong>{plural(completionCount, { one: '# completion', other: '# completions' })}</strong>
    ),
  };
  const leftOut = summary.leftOut;
  return (
    <>
      <p>
        {from !== null && to !== null
          ? rich(
              t({
                message: `This backup holds ${habits} and ${completions} from ${from} to ${to}, with ${badges}.`,
                comment:
                  '{habits} and {completions} are bold counts ("3 habits"); {from} and {to} are dates',
              }),
              parts,
            )
          : rich(
              t({
                message: `This backup holds ${habits} and ${completions}, with ${badges}.`,
                comment: '{habits} and {completions} are bold counts ("3 habits")',
              }),
              parts,
            )}
      </p>
      {leftOut > 0 && (
        <p>
          {plural(leftOut, {
            one: '# completion with an impossible date (outside the years 1000 to 9999) will be left out.',
            other:
              '# completions with an impossible date (outside the years 1000 to 9999) will be left out.',
          })}
        </p>
      )}
    </>
  );
}
