import { useEffect, useRef, useState, type DragEvent } from 'react';
import { Button } from '../../components/ui/button';
import { APP_NAMES } from '../../domain/import/foreign';
import { useExportBackup } from '../../state/use-backup-export';
import { useImportForeign, useImportPlan, type ForeignData } from '../../state/use-import';
import { saveTextFile } from '../../components/ui/save-file';
import { FilePicker } from './file-picker';
import type { ForeignProblem } from './import/read-foreign';
import { readInWorker, READ_TIMEOUT_MS } from './import/read-in-worker';
import { listNames, plural } from './words';

const PROBLEMS: Record<ForeignProblem | 'unreadable' | 'timeout', string> = {
  'too-large':
    'That file is over 64 MB, too large to be an export from Loop Habit Tracker or HabitBull.',
  unknown:
    'That file is not a Loop Habit Tracker backup (.db) or CSV export (.zip), or a HabitBull CSV.',
  'habits-csv-alone':
    "That is Loop's Habits.csv on its own. Pick the whole zip file Loop's Export as CSV made.",
  'not-loop-db': 'That database is not a Loop Habit Tracker backup.',
  'loop-version': 'That Loop backup comes from a version Tickday cannot read.',
  'not-loop-zip': 'That zip file is not a Loop Habit Tracker CSV export (it has no Habits.csv).',
  'zip-too-large': 'That zip file unpacks to over 64 MB, too large to be a Loop export.',
  'too-many-habits': 'That file has over 1,000 habits, more than Tickday imports at once.',
  'no-habits': 'That file has no habits in it.',
  damaged: 'That file is damaged or cut short, and cannot be read.',
  'reader-offline':
    "Reading a Loop backup (.db) needs Tickday's database reader, a one-time download of about 340 KB, and this device seems to be offline. Connect once and pick the file again; Loop's CSV export (.zip) needs no download.",
  unreadable: 'That file could not be read.',
  timeout: `That file took over ${READ_TIMEOUT_MS / 1000} seconds to read, so Tickday stopped.`,
};

type Step =
  | { kind: 'idle' }
  | { kind: 'reading'; name: string }
  | { kind: 'problem'; text: string }
  | { kind: 'ready'; name: string; data: ForeignData };

/**
 * docs/product.md §13: `Import from another app`. The file is read in a worker, in this browser;
 * a summary says what adding it would do before anything changes.
 */
export function ImportFromApp({ onDone }: { onDone: () => void }) {
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [dragging, setDragging] = useState(false);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const picked = useRef(0);

  useEffect(() => {
    if (step.kind === 'problem' || step.kind === 'ready') {
      outcomeRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    }
  }, [step]);

  const read = async (file: File | undefined) => {
    if (!file) return;
    const ticket = (picked.current += 1);
    setStep({ kind: 'reading', name: file.name });
    const outcome = await readInWorker(file);
    if (ticket !== picked.current) return; // another file was picked meanwhile
    if (outcome.ok) return setStep({ kind: 'ready', name: file.name, data: outcome.data });
    let text = PROBLEMS[outcome.problem];
    if (outcome.problem === 'loop-version' && 'version' in outcome && outcome.version) {
      text = `That Loop backup has database version ${outcome.version}; Tickday reads versions 12 to 25.`;
    }
    setStep({ kind: 'problem', text: `${text} Nothing was changed.` });
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    event.stopPropagation(); // the dialog's own drop restores backups
    setDragging(false);
    void read(event.dataTransfer.files[0]);
  };

  return (
    <section className="grid gap-2">
      <h3 className="text-sm font-semibold">From another app</h3>
      {/* A file dropped here is imported; elsewhere on the dialog it restores a backup. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div
        className="grid"
        onDragOver={(e) => {
          e.preventDefault();
          e.stopPropagation();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <FilePicker
          label="Import from another app"
          hint="A Loop Habit Tracker backup (.db) or CSV export (.zip), or a HabitBull CSV. Read in this browser; nothing is uploaded."
          accept=".db,.zip,.csv,application/zip,text/csv,application/vnd.sqlite3,application/x-sqlite3"
          highlighted={dragging}
          onFile={(file) => void read(file)}
        />
      </div>
      <div ref={outcomeRef} className="scroll-mb-4">
        {step.kind === 'reading' && (
          <p role="status" className="text-sm text-muted">
            Reading {step.name}…
          </p>
        )}
        {step.kind === 'problem' && (
          <p role="alert" className="rounded-xl border border-danger/60 p-3 text-sm">
            {step.text}
          </p>
        )}
        {step.kind === 'ready' && (
          <ImportSummary
            name={step.name}
            data={step.data}
            onCancel={() => setStep({ kind: 'idle' })}
            onDone={onDone}
          />
        )}
      </div>
    </section>
  );
}

function ImportSummary({
  name,
  data,
  onCancel,
  onDone,
}: {
  name: string;
  data: ForeignData;
  onCancel: () => void;
  onDone: () => void;
}) {
  const [includeArchived, setIncludeArchived] = useState(false);
  const plan = useImportPlan(data, includeArchived);
  const exportBackup = useExportBackup();
  const importForeign = useImportForeign();
  const archived = data.habits.filter((h) => h.archived).length;
  const habits = plan.added.length + plan.merged.length;
  const nothingNew =
    plan.added.length === 0 &&
    plan.newCompletions === 0 &&
    plan.newSkips === 0 &&
    plan.newAmounts === 0 &&
    plan.newNotes === 0;
  const extras = [
    ...(plan.amounts > 0 ? [plural(plan.amounts, 'day', 'days') + ' with an amount'] : []),
    ...(plan.notes > 0 ? [plural(plan.notes, 'note')] : []),
  ];
  const leftAside: string[] = [
    ...plan.approximated.map(
      (a) => `${a.name}: ${a.from} in Loop, ${a.to} in Tickday (the nearest schedule).`,
    ),
    ...plan.measuresKept.map(
      (m) =>
        `${m.name}: ${m.words} in the file; your habit keeps its own goal, and the amounts go on their days.`,
    ),
    ...(plan.cut.length > 0
      ? [`Names over 32 characters are cut: ${listNames(plan.cut.map((n) => `“${n}”`))}.`]
      : []),
    ...(plan.unnamed > 0 ? [`${plural(plan.unnamed, 'habit')} without a name left out.`] : []),
    ...plan.combined.map(
      (c) =>
        `The file has ${c.count} habits named “${c.name}”: they become one, with the days of each.`,
    ),
    ...(plan.future > 0
      ? [`${plural(plan.future, 'entry', 'entries')} dated after today left out.`]
      : []),
    ...(data.badDates > 0
      ? [`${plural(data.badDates, 'entry', 'entries')} with an impossible date left out.`]
      : []),
    ...(data.badAmounts > 0
      ? [
          `${plural(data.badAmounts, 'amount')} Tickday cannot keep (below 0, over 1,000,000 or not a number) left out.`,
        ]
      : []),
    ...(data.notCarried.length > 0
      ? [`Tickday has no place for ${listNames(data.notCarried)}: they stay in the file.`]
      : []),
  ];
  return (
    <section
      aria-label="Import summary"
      className="grid gap-3 rounded-2xl border border-accent/60 bg-accent-soft p-4 text-sm"
    >
      <p>
        {name} is {APP_NAMES[data.app]} with <strong>{plural(habits, 'habit')}</strong>,{' '}
        <strong>{plural(plan.completions, 'completion')}</strong> and{' '}
        {plural(plan.skips, 'skipped day')}.
        {extras.length > 0 && <> It also has {listNames(extras)}.</>}
      </p>
      {plan.added.length > 0 && <p>New habits: {listNames(plan.added)}.</p>}
      {plan.measures.map((m) => (
        <p key={m.name}>
          {m.name}: amount habit: {m.words}.
        </p>
      ))}
      {plan.merged.length > 0 && (
        <p>Added to your habits of the same name: {listNames(plan.merged)}.</p>
      )}
      {nothingNew && <p>Everything in this file is already in Tickday.</p>}
      {archived > 0 && (
        <div className="grid gap-1">
          {!includeArchived && <p>{plural(archived, 'archived habit')} left out.</p>}
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              checked={includeArchived}
              onChange={(e) => setIncludeArchived(e.target.checked)}
              className="size-4 accent-accent"
            />
            Include archived habits
          </label>
        </div>
      )}
      {leftAside.length > 0 && (
        <div className="grid gap-1">
          <p className="font-semibold">Not carried over as it was</p>
          <ul className="list-disc grid gap-1 pl-5">
            {leftAside.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      )}
      <p className="text-muted">
        Completions land on their dates, whatever the time zone. To be able to go back, export a
        backup first.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="primary"
          size="md"
          onClick={() => {
            importForeign(data, includeArchived, plan);
            onDone();
          }}
        >
          Add to my habits
        </Button>
        <Button variant="outline" size="md" onClick={() => saveTextFile(exportBackup())}>
          Export backup
        </Button>
        <Button variant="outline" size="md" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </section>
  );
}
