import { useExportBackup } from '../../state/use-backup-export';
import { useEffect, useRef, useState, type DragEvent, type ReactNode, type RefObject } from 'react';
import type { DayRule } from '../../domain/day-rule';
import { longDateLabel } from '../../domain/days';
import { useDayRule } from '../../state/use-today';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import {
  useBackupInfo,
  useDataActions,
  useDataSummary,
  type BackupProblem,
  type ParsedBackup,
} from '../../state/use-data';
import { useCsvExport } from '../../state/use-csv-export';
import { saveTextFile } from '../../components/ui/save-file';
import { useBackupFiles } from '../../state/use-backup-file';
import { FilePicker } from './file-picker';
import { ImportFromApp } from './import-from-app';
import { plural } from './words';

interface DataDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusRef: RefObject<HTMLElement | null>;
}

const PROBLEMS: Record<BackupProblem | 'unreadable', string> = {
  'too-large': 'That file is over 20 MB, too large to be a Tickday backup. Nothing was changed.',
  'not-json': 'That file is not a complete backup (it may be cut short). Nothing was changed.',
  'not-a-backup': 'That file is not a Tickday backup. Nothing was changed.',
  newer:
    'That backup comes from a newer version of Tickday. Reload to update, then try again. Nothing was changed.',
  damaged: 'That backup is damaged and cannot be restored. Nothing was changed.',
  unreadable: 'That file could not be read. Nothing was changed.',
  'other-app':
    'That file comes from another habit app (Loop Habit Tracker or HabitBull), not a Tickday backup. To add its habits, use Import from another app below. Nothing was changed.',
};

const REPLACE_FAILED: Record<'quota' | 'unavailable' | 'held', string> = {
  quota:
    "That backup does not fit in this browser's storage. Nothing was changed: your habits, badges and settings are as they were.",
  unavailable: "This browser's storage cannot be written right now. Nothing was changed.",
  held: 'Tickday is keeping stored data it could not read, and there is no room to set it aside. Export a backup first (the file keeps that data too), then Replace. Nothing was changed.',
};

/** An instant's date in the user's day calendar (docs/product.md §4). */
const dateIn = (rule: DayRule) => (ms: number | null) =>
  ms === null ? null : longDateLabel(rule.dayOf(ms));

/** docs/product.md §2, "Your data": what is stored, export, and restore. */
export default function DataDialog({ open, onOpenChange, returnFocusRef }: DataDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Your data" returnFocusRef={returnFocusRef}>
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
  const [device, setDevice] = useState<{ persisted: boolean | null; usage: string | null }>({
    persisted: null,
    usage: null,
  });
  const [pending, setPending] = useState<ParsedBackup | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
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
    void files.deviceStorage().then(({ persisted, estimate }) => {
      if (live)
        setDevice({ persisted, usage: estimate && formatUsage(estimate.usage, estimate.quota) });
    });
    return () => {
      live = false;
    };
  }, [files]);

  const readFile = async (file: File | undefined) => {
    setPending(null);
    setProblem(null);
    if (!file) return;
    const parsed = await files.readBackupFile(file);
    if (parsed.ok) setPending(parsed.backup);
    else setProblem(PROBLEMS[parsed.problem]);
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
        <Fact label="Habits" value={summary.habits} />
        <Fact label="Completions" value={summary.completions} />
        <Fact label="Tracking since" value={dateOf(summary.since) ?? '—'} />
        <Fact label="Last backup" value={dateOf(info.lastBackupAt) ?? 'Never'} />
        <Fact label="Storage used" value={device.usage ?? '—'} />
        <Fact
          label="Persistent storage"
          value={device.persisted === null ? 'Not available' : device.persisted ? 'Yes' : 'Not yet'}
        />
      </dl>
      {device.persisted === false && (
        <p className="text-sm text-muted">
          The browser may clear this site&apos;s data when space runs low.{' '}
          <button
            type="button"
            onClick={askPersistence}
            className="font-semibold text-accent-strong underline underline-offset-4"
          >
            Ask to keep it
          </button>
        </p>
      )}

      <section className="grid gap-2">
        <h3 className="text-sm font-semibold">Export</h3>
        <p className="text-sm text-muted">
          A backup file holds everything Tickday stores. Keep it somewhere safe; it restores on any
          browser.
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="primary" size="md" onClick={() => saveTextFile(exportBackup())}>
            Export backup
          </Button>
          <Button variant="outline" size="md" onClick={() => saveTextFile(exportCsv())}>
            Export CSV
          </Button>
        </div>
      </section>

      <section className="grid gap-2">
        <h3 className="text-sm font-semibold">Restore</h3>
        <FilePicker
          label="Backup file"
          hint="Choose a Tickday backup, or drop it here"
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
            {problem}
          </p>
        )}
        {pending && (
          <div
            ref={previewRef}
            className="grid scroll-mb-4 gap-3 rounded-2xl border border-accent/60 bg-accent-soft p-4 text-sm"
          >
            <p>
              This backup holds <strong>{plural(pending.summary.habits, 'habit')}</strong> and{' '}
              <strong>{plural(pending.summary.completions, 'completion')}</strong>
              {pending.summary.from !== null && pending.summary.to !== null && (
                <>
                  {' '}
                  from {dateOf(pending.summary.from)} to {dateOf(pending.summary.to)}
                </>
              )}
              , with {plural(pending.summary.badges, 'badge')}.
            </p>
            {pending.summary.leftOut > 0 && (
              <p>
                {plural(pending.summary.leftOut, 'completion')} with an impossible date (outside the
                years 1000 to 9999) will be left out.
              </p>
            )}
            <p className="text-muted">
              Replace makes this browser&apos;s data exactly the backup. Merge keeps what is here
              and adds the backup&apos;s habits, completions and badges.
            </p>
            <div className="flex flex-wrap gap-2">
              <Button
                variant="primary"
                size="md"
                onClick={() => {
                  const result = actions.importBackup(pending, 'replace');
                  if (result.ok) return onDone();
                  setPending(null);
                  setProblem(REPLACE_FAILED[result.reason]);
                }}
              >
                Replace
              </Button>
              <Button
                variant="outline"
                size="md"
                onClick={() => {
                  actions.importBackup(pending, 'merge');
                  onDone();
                }}
              >
                Merge
              </Button>
              <Button variant="outline" size="md" onClick={() => setPending(null)}>
                Cancel
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

function formatUsage(usage: number, quota: number): string {
  const size = (n: number) => {
    if (n < 1024 * 1024) return `${Math.max(1, Math.round(n / 1024))} KB`;
    if (n < 1024 ** 3) return `${(n / 1024 ** 2).toFixed(1)} MB`;
    return `${(n / 1024 ** 3).toFixed(1)} GB`;
  };
  return quota > 0 ? `${size(usage)} of ${size(quota)}` : size(usage);
}
