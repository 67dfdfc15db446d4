import { plural, t } from '@lingui/core/macro';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import type { LoopChange, LoopExport } from '../../domain/export/loop-export';
import { currentLanguage } from '../../i18n/i18n';
import { weekendOf } from '../../i18n/weekend';
import { saveFile } from '../../state/downloads';
import { weekTag } from '../../state/locale';
import { useLoopExport } from '../../state/use-loop-export';
import { writeInWorker, type WriteProblem } from './export/write-in-worker';
import { frequencyWords, scheduleWords } from './words';

type Step =
  | { kind: 'idle' }
  | { kind: 'writing' }
  | { kind: 'problem'; problem: WriteProblem }
  | { kind: 'summary'; name: string; data: LoopExport; bytes: Uint8Array }
  | { kind: 'saved' };

/**
 * docs/product.md §13.4: `Export for Loop Habit Tracker`. The file is written in a worker; when
 * Loop cannot say something of the habits, a summary names each such habit with both rules
 * before the save.
 */
export function ExportForLoop() {
  const make = useLoopExport();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const outcomeRef = useRef<HTMLDivElement>(null);
  const ticket = useRef(0);

  useEffect(() => {
    if (step.kind !== 'idle') outcomeRef.current?.scrollIntoView({ block: 'nearest' });
  }, [step]);

  const save = (name: string, bytes: Uint8Array) => {
    saveFile(name, new Blob([bytes as BlobPart], { type: 'application/vnd.sqlite3' }));
    setStep({ kind: 'saved' });
  };

  const start = async () => {
    const mine = (ticket.current += 1);
    const { name, data } = make();
    setStep({ kind: 'writing' });
    const outcome = await writeInWorker(data);
    if (mine !== ticket.current) return;
    if (!outcome.ok) return setStep({ kind: 'problem', problem: outcome.problem });
    if (data.changes.length === 0 && data.before1970 === 0) return save(name, outcome.bytes);
    setStep({ kind: 'summary', name, data, bytes: outcome.bytes });
  };

  const early = step.kind === 'summary' ? step.data.before1970 : 0;
  return (
    <>
      <Button variant="outline" size="md" onClick={() => void start()}>
        {t`Export for Loop Habit Tracker`}
      </Button>
      <div ref={outcomeRef} className="basis-full scroll-mb-4 empty:hidden">
        {step.kind === 'writing' && (
          <p role="status" className="text-sm text-muted">
            {t`Writing the file for Loop Habit Tracker…`}
          </p>
        )}
        {step.kind === 'saved' && (
          <p role="status" className="text-sm text-muted">
            {t`Saved. In Loop Habit Tracker, open Settings, then Import data, and choose the file.`}
          </p>
        )}
        {step.kind === 'problem' && (
          <p role="alert" className="rounded-xl border border-danger/60 p-3 text-sm">
            {step.problem === 'offline'
              ? t`The file for Loop needs a part of Tickday that loads online. Connect once and try again. Nothing was saved.`
              : t`The file for Loop could not be written. Nothing was saved.`}
          </p>
        )}
        {step.kind === 'summary' && (
          <section
            aria-label={t`Loop export summary`}
            className="grid gap-3 rounded-2xl border border-accent/60 bg-accent-soft p-4 text-sm"
          >
            <p>
              {t`Loop Habit Tracker cannot say everything Tickday can. It will hold these as the nearest thing it has:`}
            </p>
            <ul className="grid list-disc gap-1 pl-5">
              {step.data.changes.map((change) => (
                <li key={change.name}>{changeLine(change)}</li>
              ))}
              {early > 0 && (
                <li>
                  {plural(early, {
                    one: '# day before 1970 left out: Loop cannot hold it.',
                    other: '# days before 1970 left out: Loop cannot hold them.',
                  })}
                </li>
              )}
            </ul>
            <div className="flex flex-wrap gap-2">
              <Button variant="primary" size="md" onClick={() => save(step.name, step.bytes)}>
                {t({ message: 'Save', context: 'Saving the file for Loop Habit Tracker' })}
              </Button>
              <Button variant="outline" size="md" onClick={() => setStep({ kind: 'idle' })}>
                {t`Cancel`}
              </Button>
            </div>
          </section>
        )}
      </div>
    </>
  );
}

/** One habit Loop holds as the nearest thing it has, with Tickday's rule and Loop's. */
function changeLine(change: LoopChange): string {
  const name = change.name;
  if (change.why === 'break') {
    return t({
      message: `${name}: a habit to break in Tickday; in Loop, a measurable habit of at most 0 a day.`,
      comment: "{name}: a habit's name",
    });
  }
  const ours = scheduleWords(change.ours, weekendOf(weekTag(currentLanguage())));
  const loop = frequencyWords(change.loop);
  return t({
    message: `${name}: ${ours} in Tickday; ${loop} in Loop.`,
    comment:
      '{name}: a habit\'s name; {ours}: such as "Mon, Wed, Fri"; {loop}: such as "3 times in 7 days"',
  });
}
