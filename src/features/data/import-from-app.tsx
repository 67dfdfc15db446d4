import { plural, t } from '@lingui/core/macro';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { Button } from '../../components/ui/button';
import { rich } from '../../i18n/rich';
import { useExportBackup } from '../../state/use-export-backup';
import { weekTag } from '../../state/locale';
import { weekendOf } from '../../i18n/weekend';
import { currentLanguage } from '../../i18n/i18n';
import { useImportForeign } from '../../state/use-import-foreign';
import { useImportPlan, type ForeignData, type ImportPlan } from '../../state/use-import-plan';
import { saveTextFile } from '../../state/downloads';
import { FilePicker } from './file-picker';
import { readInWorker, type ReadOutcome } from './import/read-in-worker';
import {
  frequencyWords,
  importOpening,
  importProblem,
  listNames,
  measureWords,
  notCarriedWord,
  quoted,
  scheduleWords,
} from './words';

type ReadProblem = Extract<ReadOutcome, { ok: false }>['problem'];

type Step =
  | { kind: 'idle' }
  | { kind: 'reading'; name: string }
  | { kind: 'problem'; problem: ReadProblem; version?: number }
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
    const version = 'version' in outcome ? outcome.version : undefined;
    setStep({ kind: 'problem', problem: outcome.problem, version });
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    event.stopPropagation(); // the dialog's own drop restores backups
    setDragging(false);
    void read(event.dataTransfer.files[0]);
  };

  return (
    <section className="grid gap-2">
      <h3 className="text-sm font-semibold">{t`From another app`}</h3>
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
          label={t`Import from another app`}
          hint={t`A Loop Habit Tracker backup (.db) or CSV export (.zip), or a HabitBull CSV. Read in this browser; nothing is uploaded.`}
          accept=".db,.zip,.csv,application/zip,text/csv,application/vnd.sqlite3,application/x-sqlite3"
          highlighted={dragging}
          onFile={(file) => void read(file)}
        />
      </div>
      <div ref={outcomeRef} className="scroll-mb-4">
        {step.kind === 'reading' && (
          <p role="status" className="text-sm text-muted">
            {readingName(step.name)}
          </p>
        )}
        {step.kind === 'problem' && (
          <p role="alert" className="rounded-xl border border-danger/60 p-3 text-sm">
            {importProblem(step.problem, step.version)}
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
  const leftAside = leftAsideLines(data, plan);
  const nothingNew =
    plan.added.length === 0 &&
    plan.newCompletions === 0 &&
    plan.newSkips === 0 &&
    plan.newAmounts === 0 &&
    plan.newNotes === 0;
  const { amounts, notes, completions } = plan;
  const extras = [
    ...(amounts > 0
      ? [plural(amounts, { one: '# day with an amount', other: '# days with an amount' })]
      : []),
    ...(notes > 0 ? [plural(notes, { one: '# note', other: '# notes' })] : []),
  ];
  const opening = rich(importOpening(data.app, plan.skips), {
    name,
    habits: <strong>{plural(habits, { one: '# habit', other: '# habits' })}</strong>,
    completions: (
      <strong>{plural(completions, { one: '# completion', other: '# completions' })}</strong>
    ),
  });
  const also = listNames(extras);
  const added = listNames(plan.added);
  const merged = listNames(plan.merged);
  return (
    <section
      aria-label={t`Import summary`}
      className="grid gap-3 rounded-2xl border border-accent/60 bg-accent-soft p-4 text-sm"
    >
      <p>
        {opening}
        {extras.length > 0 && (
          <>
            {' '}
            {t({
              message: `It also has ${also}.`,
              comment: '{also}: a list such as "3 days with an amount and 2 notes"',
            })}
          </>
        )}
      </p>
      {plan.added.length > 0 && <p>{t`New habits: ${added}.`}</p>}
      {plan.measures.map(({ name: habit, measure }) => {
        const goal = measureWords(measure);
        return (
          <p key={habit}>
            {t({
              message: `${habit}: amount habit: ${goal}.`,
              comment: '{habit}: a habit\'s name; {goal}: such as "at least 8 glasses"',
            })}
          </p>
        );
      })}
      {plan.merged.length > 0 && <p>{t`Added to your habits of the same name: ${merged}.`}</p>}
      {nothingNew && <p>{t`Everything in this file is already in Tickday.`}</p>}
      {archived > 0 && (
        <div className="grid gap-1">
          {!includeArchived && (
            <p>
              {plural(archived, {
                one: '# archived habit left out.',
                other: '# archived habits left out.',
              })}
            </p>
          )}
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              checked={includeArchived}
              onChange={(e) => setIncludeArchived(e.target.checked)}
              className="size-4 accent-accent"
            />
            {t`Include archived habits`}
          </label>
        </div>
      )}
      {leftAside.length > 0 && (
        <div className="grid gap-1">
          <p className="font-semibold">{t`Not carried over as it was`}</p>
          <ul className="list-disc grid gap-1 pl-5">
            {leftAside.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      )}
      <p className="text-muted">
        {t`Completions land on their dates, whatever the time zone. To be able to go back, export a backup first.`}
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
          {t`Add to my habits`}
        </Button>
        <Button variant="outline" size="md" onClick={() => saveTextFile(exportBackup())}>
          {t`Export backup`}
        </Button>
        <Button variant="outline" size="md" onClick={onCancel}>
          {t`Cancel`}
        </Button>
      </div>
    </section>
  );
}

/** "Reading Habits.zip…", while the file is read. */
function readingName(file: string): string {
  return t`Reading ${file}…`;
}

/** What the summary's "Not carried over as it was" lists, a sentence each. */
function leftAsideLines(data: ForeignData, plan: ImportPlan): string[] {
  const { unnamed, future } = plan;
  const { badDates, badAmounts } = data;
  const lines: string[] = [];
  for (const { name, from, to } of plan.approximated) {
    const loop = frequencyWords(from);
    const ours = scheduleWords(to, weekendOf(weekTag(currentLanguage())));
    lines.push(
      t({
        message: `${name}: ${loop} in Loop, ${ours} in Tickday (the nearest schedule).`,
        comment:
          '{name}: a habit\'s name; {loop}: such as "once every 2 days"; {ours}: such as "5 times a week"',
      }),
    );
  }
  for (const { name, measure } of plan.measuresKept) {
    const goal = measureWords(measure);
    lines.push(
      t({
        message: `${name}: ${goal} in the file; your habit keeps its own goal, and the amounts go on their days.`,
        comment: '{name}: a habit\'s name; {goal}: such as "at least 8 glasses"',
      }),
    );
  }
  if (plan.cut.length > 0) {
    const names = listNames(plan.cut.map(quoted));
    lines.push(t`Names over 32 characters are cut: ${names}.`);
  }
  if (unnamed > 0) {
    lines.push(
      plural(unnamed, {
        one: '# habit without a name left out.',
        other: '# habits without a name left out.',
      }),
    );
  }
  for (const { name, count } of plan.combined) {
    lines.push(
      t({
        message: plural(count, {
          other: `The file has # habits named “${name}”: they become one, with the days of each.`,
        }),
        comment: "# is 2 or more; {name}: a habit's name",
      }),
    );
  }
  if (future > 0) {
    lines.push(
      plural(future, {
        one: '# entry dated after today left out.',
        other: '# entries dated after today left out.',
      }),
    );
  }
  if (badDates > 0) {
    lines.push(
      plural(badDates, {
        one: '# entry with an impossible date left out.',
        other: '# entries with an impossible date left out.',
      }),
    );
  }
  if (badAmounts > 0) {
    lines.push(
      plural(badAmounts, {
        one: '# amount Tickday cannot keep (below 0, over 1,000,000 or not a number) left out.',
        other: '# amounts Tickday cannot keep (below 0, over 1,000,000 or not a number) left out.',
      }),
    );
  }
  if (data.notCarried.length > 0) {
    const parts = listNames(data.notCarried.map(notCarriedWord));
    lines.push(
      t({
        message: `Tickday has no place for ${parts}: they stay in the file.`,
        comment: '{parts}: such as "descriptions and categories"',
      }),
    );
  }
  return lines;
}
