import { plural, t } from '@lingui/core/macro';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { useSync, type Sync } from '../../state/sync/use-sync';
import { fileProblem, SyncFilePart } from './sync-file-part';
import { SyncPlacePart } from './sync-place-part';
import { formatParts } from '../../i18n/format';
import {
  deviceNameWords,
  INPUT,
  mayChooseMixed,
  nextTryWords,
  placeProblemWords,
  problemWords,
  whenWords,
} from './sync-words';

/**
 * docs/product.md §17: this device's name, the sync file (every browser), the passphrase, a sync
 * folder (where the browser can), WebDAV, and how the last sync went.
 */
export default function SyncBody() {
  const sync = useSync();
  return (
    <div className="grid gap-5">
      <p className="text-muted">
        {t`Keep Tickday the same on your phone and computer: save a sync file here and open it on the other device, or let both sync by themselves through a folder or a WebDAV server.`}
      </p>
      <DeviceName sync={sync} />
      <SyncStatusLine sync={sync} />
      <SyncFilePart sync={sync} />
      <Passphrase sync={sync} />
      <SyncPlacePart sync={sync} />
    </div>
  );
}

function DeviceName({ sync }: { sync: Sync }) {
  const id = useId();
  // The stored name, in words (a default name is said in the language in use) until edited: only
  // an edit is stored, so a default name stays the default in sync files.
  const [draft, setDraft] = useState<string | null>(null);
  const name = draft ?? deviceNameWords(sync.device.name);
  const save = () => {
    if (draft?.trim()) sync.rename(draft);
    setDraft(null);
  };
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="font-semibold">
        {t`This device's name`}
      </label>
      <p id={`${id}-about`} className="text-muted">
        {t`Your other devices see this name when they merge from this one, and your sync files are named after it. Give each device its own, like “Phone” or “Work laptop”.`}
      </p>
      <input
        id={id}
        value={name}
        aria-describedby={`${id}-about`}
        maxLength={32}
        autoComplete="off"
        onChange={(event) => setDraft(event.target.value)}
        onBlur={save}
        onKeyDown={(event) => {
          if (event.key === 'Enter') save();
        }}
        className={INPUT}
      />
    </div>
  );
}

function SyncStatusLine({ sync }: { sync: Sync }) {
  const { state, syncing } = sync.status;
  const names = Object.values(state.devices ?? {}).map((d) => deviceNameWords(d.name));
  const devices = formatParts(names);
  const problem = sync.status.busy ? 'busy' : state.last?.problem;
  return (
    <div className="grid gap-2">
      <div role="status" className="grid gap-1 rounded-xl bg-surface-2 p-3">
        <p>
          {syncing ? t`Syncing…` : state.syncedAt ? lastSynced(state.syncedAt) : t`Not synced yet`}
        </p>
        <p className="text-muted">
          {names.length > 0 ? t`Devices: ${devices}` : t`No other device merged yet`}
        </p>
      </div>
      {problem && !syncing && (
        <div role="alert" className="grid gap-2 rounded-xl border border-danger/60 p-3">
          <p>
            {problem === 'permission'
              ? t`Sync is paused until you reconnect the folder.`
              : sentence(placeProblemWords(problem, state.place))}
          </p>
          {sync.status.retryAt !== undefined && <NextTry at={sync.status.retryAt} />}
          {mayChooseMixed(problem) && (
            <div>
              <Button variant="outline" size="md" onClick={() => void sync.syncAnyway()}>
                {t`Sync anyway`}
              </Button>
            </div>
          )}
        </div>
      )}
      {!syncing && <NotMerged sync={sync} />}
    </div>
  );
}

/** "Next try in 15 seconds.", counting down. */
function NextTry({ at }: { at: number }) {
  const [, setNow] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return <p className="text-muted">{nextTryWords(at)}</p>;
}

/**
 * The files the last sync could not merge, each with why, and the devices whose files it merged
 * unencrypted though this one encrypts (§17.6).
 */
function NotMerged({ sync }: { sync: Sync }) {
  const skipped = sync.status.state.last?.skipped ?? [];
  const plain = (sync.status.state.last?.plain ?? []).map(deviceNameWords);
  if (skipped.length === 0 && plain.length === 0) return null;
  const devices = formatParts(plain);
  return (
    <div className="grid gap-2 rounded-xl border border-line p-3">
      {skipped.length > 0 && (
        <>
          <p>
            {plural(skipped.length, {
              one: 'This file could not be merged:',
              other: 'These files could not be merged:',
            })}
          </p>
          <ul className="grid gap-1">
            {skipped.map((s) => (
              <li key={s.name}>{fileProblem(s.name, problemWords(s.problem))}</li>
            ))}
          </ul>
        </>
      )}
      {plain.length > 0 && (
        <p>{t`Not encrypted: the files of ${devices}. Set the same passphrase there to encrypt them too.`}</p>
      )}
    </div>
  );
}

/** "Last synced 2 minutes ago". */
function lastSynced(at: number): string {
  const when = whenWords(at);
  return t({
    comment: '{when} is "just now", "2 minutes ago", "yesterday" or a date and time.',
    message: `Last synced ${when}`,
  });
}

/** A place's problem as a sentence of its own: "The server is full." */
function sentence(problem: string): string {
  return t({
    comment: 'A sync problem ("The server is full") ended as a sentence.',
    message: `${problem}.`,
  });
}

function Passphrase({ sync }: { sync: Sync }) {
  const id = useId();
  const [text, setText] = useState('');
  const set = sync.status.state.passphrase !== undefined;
  return (
    <div className="grid gap-2">
      <h4 className="font-semibold">{t`Passphrase`}</h4>
      <p id={`${id}-about`} className="text-muted">
        {set
          ? t`With a passphrase, sync files are encrypted: without it nothing in them is readable, not even your habits' names. Every device needs the same one. It is remembered on this device only; one is set.`
          : t`With a passphrase, sync files are encrypted: without it nothing in them is readable, not even your habits' names. Every device needs the same one. It is remembered on this device only.`}
      </p>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (!text) return;
          sync.setPassphrase(text);
          setText('');
        }}
      >
        <label htmlFor={id} className="sr-only">
          {t`Passphrase`}
        </label>
        <input
          id={id}
          type="password"
          value={text}
          autoComplete="new-password"
          aria-describedby={`${id}-about`}
          onChange={(event) => setText(event.target.value)}
          className={`${INPUT} min-w-0 flex-1`}
        />
        <Button type="submit" variant="outline" size="lg">
          {t`Use passphrase`}
        </Button>
        {set && (
          <Button variant="ghost" size="lg" onClick={() => sync.setPassphrase(undefined)}>
            {t`Remove passphrase`}
          </Button>
        )}
      </form>
    </div>
  );
}
