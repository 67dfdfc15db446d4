import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { shareOrSaveTextFile } from '../../components/ui/share-file';
import type { ChangeSummary, PickedFiles, Sync } from '../../state/use-sync';
import { plural, PROBLEM_WORDS } from './sync-words';

type Step =
  | { kind: 'idle' }
  | { kind: 'preview'; picked: PickedFiles; summary: ChangeSummary | null }
  | { kind: 'applied'; words: string; undo: () => void }
  | { kind: 'undone' };

/** `Sync file`: save this device's, open others' (a summary first, then Apply, then Undo). */
export function SyncFilePart({ sync }: { sync: Sync }) {
  const inputId = useId();
  const [step, setStep] = useState<Step>({ kind: 'idle' });

  const open = async (files: File[]) => {
    if (files.length === 0) return;
    const picked = await sync.readFiles(files);
    setStep({
      kind: 'preview',
      picked,
      summary: picked.good.length > 0 ? sync.preview(picked.good) : null,
    });
  };

  const devices = (picked: PickedFiles) => [...new Set(picked.good.map((f) => f.file.device.name))];

  return (
    <div className="grid gap-2">
      <h4 className="font-semibold">Sync file</h4>
      <p className="text-muted">
        Works in every browser: save this device&apos;s file, send it to your other device (AirDrop,
        a chat, a drive), and open it there. Tickday merges, so nothing done on either is lost.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="primary"
          size="md"
          onClick={() => void sync.syncFile().then(shareOrSaveTextFile)}
        >
          Save sync file
        </Button>
        <Button
          variant="outline"
          size="md"
          onClick={() => document.getElementById(inputId)?.click()}
        >
          Open sync file
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
        <div role="alert" className="grid gap-1 rounded-xl border border-danger/60 p-3">
          <p>
            {step.picked.bad.length === 1
              ? 'This file cannot be used:'
              : 'These files cannot be used:'}
          </p>
          <ul className="grid gap-1">
            {step.picked.bad.map((b) => (
              <li key={b.name}>
                <span className="font-semibold break-all">{b.name}</span>:{' '}
                {PROBLEM_WORDS[b.problem]}
              </li>
            ))}
          </ul>
        </div>
      )}
      {step.kind === 'preview' && step.summary && (
        <div className="grid gap-3 rounded-2xl border border-accent/60 bg-accent-soft p-4">
          <p>
            From <strong>{devices(step.picked).join(', ')}</strong>:
          </p>
          {Object.values(step.summary).every((n) => n === 0) ? (
            <p>Nothing new: this device already has everything in it.</p>
          ) : (
            <ul className="grid list-disc gap-0.5 pl-5">
              <li>{plural(step.summary.added, 'habit')} added</li>
              <li>{step.summary.removed.toLocaleString('en-US')} deleted</li>
              <li>{step.summary.edited.toLocaleString('en-US')} changed</li>
              <li>{plural(step.summary.days, 'day')}</li>
              <li>{plural(step.summary.notes, 'note')}</li>
            </ul>
          )}
          <div className="flex flex-wrap gap-2">
            <Button
              variant="primary"
              size="md"
              onClick={() => {
                const names = devices(step.picked).join(', ');
                const undo = sync.apply(step.picked.good);
                setStep({ kind: 'applied', words: `Merged the sync file from ${names}.`, undo });
              }}
            >
              Apply
            </Button>
            <Button variant="outline" size="md" onClick={() => setStep({ kind: 'idle' })}>
              Cancel
            </Button>
          </div>
        </div>
      )}
      {(step.kind === 'applied' || step.kind === 'undone') && (
        <div className="flex flex-wrap items-center gap-3 rounded-xl border border-line p-3">
          <p role="status" className="grow">
            {step.kind === 'applied' ? step.words : 'Undone: your habits are as they were.'}
          </p>
          {step.kind === 'applied' && (
            <Button
              variant="outline"
              size="md"
              onClick={() => {
                step.undo();
                setStep({ kind: 'undone' });
              }}
            >
              Undo
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
