import { plural, t } from '@lingui/core/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { shareOrSaveTextFile } from '../../state/downloads';
import { formatParts } from '../../i18n/format';
import { rich } from '../../i18n/rich';
import type { ChangeSummary, PickedFiles, Sync } from '../../state/sync/use-sync';
import { useHandedFiles } from '../../state/use-handed-files';
import { summaryWords, type SummaryWords } from './summary-words';
import { deviceNameWords, problemWords } from './sync-words';

type Step =
  | { kind: 'idle' }
  | { kind: 'preview'; picked: PickedFiles; summary: ChangeSummary | null }
  | { kind: 'applied'; names: string; undo: () => void }
  | { kind: 'undone' }
  /** Apply found no room in storage: nothing was merged. */
  | { kind: 'no-room' };

/** `Sync file`: save this device's, open others' (a summary first, then Apply, then Undo). */
export function SyncFilePart({ sync }: { sync: Sync }) {
  const inputId = useId();
  const resultId = useId();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  // Where focus goes when a step's controls are gone (WCAG 2.4.3): after Apply to Undo (the result
  // is its description), after Undo to the result, after Cancel back to Open sync file. Otherwise
  // the pressed button vanishes and focus falls to the dialog.
  const openButton = useRef<HTMLButtonElement>(null);
  const undoButton = useRef<HTMLButtonElement>(null);
  const result = useRef<HTMLParagraphElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  const focusNext = useRef<'open' | 'undo' | 'result' | 'summary' | null>(null);
  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === 'open') openButton.current?.focus();
    else if (target === 'undo') undoButton.current?.focus();
    else if (target === 'result') result.current?.focus();
    else if (target === 'summary') summary.current?.focus();
  }, [step]);

  const open = async (files: File[], handed = false) => {
    if (files.length === 0) return;
    const picked = await sync.readFiles(files);
    // A file opened with the installed app (§19.2): the dialog opened at its top, and the summary
    // is at the bottom; focus goes to it (and with it the view).
    if (handed) focusNext.current = 'summary';
    setStep({
      kind: 'preview',
      picked,
      summary: picked.good.length > 0 ? sync.preview(picked.good) : null,
    });
  };

  // A sync file opened with the installed app or shared to it (§19.2) lands here, as if opened.
  useHandedFiles('sync', (files) => void open(files, true));

  // Cancel (or OK): the summary goes, focus back on Open sync file.
  const close = () => {
    focusNext.current = 'open';
    setStep({ kind: 'idle' });
  };

  const devices = (picked: PickedFiles) =>
    formatParts([...new Set(picked.good.map((f) => f.file.device.name))].map(deviceNameWords));

  return (
    <div className="grid gap-2">
      <h4 className="font-semibold">{t`Sync file`}</h4>
      <p className="text-muted">
        {t`Works in every browser: save this device's file, send it to your other device (AirDrop, a chat, a drive), and open it there. Tickday merges, so nothing done on either is lost.`}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="primary"
          size="md"
          onClick={() => void sync.syncFile().then(shareOrSaveTextFile)}
        >
          {t`Save sync file`}
        </Button>
        <Button
          ref={openButton}
          variant="outline"
          size="md"
          onClick={() => document.getElementById(inputId)?.click()}
        >
          {t`Open sync file`}
        </Button>
        <input
          id={inputId}
          type="file"
          multiple
          accept="application/json,.json"
          // The button above opens it; hidden from assistive technology, which uses the button.
          aria-hidden="true"
          tabIndex={-1}
          className="sr-only"
          onChange={(event) => {
            void open([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
      </div>
      {step.kind === 'preview' && step.picked.bad.length > 0 && (
        <div
          ref={step.summary ? undefined : summary}
          role="alert"
          tabIndex={-1}
          className="grid gap-1 rounded-xl border border-danger/60 p-3 focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
        >
          <p>
            {plural(step.picked.bad.length, {
              one: 'This file cannot be used:',
              other: 'These files cannot be used:',
            })}
          </p>
          <ul className="grid gap-1">
            {step.picked.bad.map((b) => (
              <li key={b.name}>{fileProblem(b.name, problemWords(b.problem))}</li>
            ))}
          </ul>
        </div>
      )}
      {step.kind === 'preview' && step.summary && (
        <div
          ref={summary}
          // Focused when a file opened with the installed app lands here; not in the tab order.
          tabIndex={-1}
          className="grid gap-3 rounded-2xl border border-accent/60 bg-accent-soft p-4 focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
        >
          <p>{fromDevices(devices(step.picked))}</p>
          <SummaryList words={summaryWords(step.summary)} />
          <div className="flex flex-wrap gap-2">
            {step.summary.stored ? (
              <>
                <Button
                  variant="primary"
                  size="md"
                  onClick={() => {
                    const names = devices(step.picked);
                    const undo = sync.apply(step.picked.good);
                    // No room in storage: nothing merged, and the alert says so where Apply was.
                    focusNext.current = undo ? 'undo' : 'result';
                    setStep(undo ? { kind: 'applied', names, undo } : { kind: 'no-room' });
                  }}
                >
                  {t`Apply`}
                </Button>
                <Button variant="outline" size="md" onClick={close}>
                  {t`Cancel`}
                </Button>
              </>
            ) : (
              // Nothing new: Apply would do nothing, so the summary only closes.
              <Button variant="primary" size="md" onClick={close}>
                {t({ message: 'OK', comment: 'Closes a sync file summary that has nothing new' })}
              </Button>
            )}
          </div>
        </div>
      )}
      {step.kind === 'no-room' && (
        <p
          ref={result}
          role="alert"
          tabIndex={-1}
          className="rounded-xl border border-danger/60 p-3 focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
        >
          {problemWords('storage-full')}.
        </p>
      )}
      {(step.kind === 'applied' || step.kind === 'undone') && (
        <div className="flex flex-wrap items-center gap-3 rounded-xl border border-line p-3">
          <p
            ref={result}
            id={resultId}
            role="status"
            // Focused after Undo, whose button is then gone; not in the tab order.
            tabIndex={-1}
            className="grow rounded-md focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
          >
            {step.kind === 'applied'
              ? merged(step.names)
              : t`Undone: your habits are as they were.`}
          </p>
          {step.kind === 'applied' && (
            <Button
              ref={undoButton}
              variant="outline"
              size="md"
              aria-describedby={resultId}
              onClick={() => {
                step.undo();
                focusNext.current = 'result';
                setStep({ kind: 'undone' });
              }}
            >
              {t`Undo`}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}

/** "cut.json: damaged or cut short", the file's name in bold (here and in the sync's last result). */
export function fileProblem(name: string, problem: string) {
  const file = '{file}';
  return rich(
    t({
      comment: 'A file that cannot be used: {file} is its name (in bold), {problem} why.',
      message: `${file}: ${problem}`,
    }),
    { file: <span className="font-semibold break-all">{name}</span> },
  );
}

/** "From Chrome on Mac:", the names in bold, over what a sync file would change. */
function fromDevices(names: string) {
  const devices = '{devices}';
  return rich(
    t({
      comment: 'Over the list of what a sync file changes: {devices} are device names, in bold.',
      message: `From ${devices}:`,
    }),
    { devices: <strong>{names}</strong> },
  );
}

/** "Merged the sync file from Chrome on Mac." */
function merged(names: string): string {
  return t({
    comment: '{names} are the names of the devices whose sync files were merged.',
    message: `Merged the sync file from ${names}.`,
  });
}

/**
 * What applying would change (§17.1): habits added, deleted, archived and changed (with what
 * changed in them), days and notes, and the order and badges when they change. "Nothing new" only
 * when Apply would store nothing new; when only what no screen shows changes (the times of
 * changes), it says so.
 */
function SummaryList({ words }: { words: SummaryWords }) {
  if (words.kind !== 'lines') return <p>{words.sentence}</p>;
  return (
    <ul className="grid list-disc gap-0.5 pl-5">
      {words.lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
