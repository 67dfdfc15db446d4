import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { useSync, type Sync } from '../../state/use-sync';
import { SyncFilePart } from './sync-file-part';
import { SyncPlacePart } from './sync-place-part';
import { INPUT, placeProblemWords, whenWords } from './sync-words';

/**
 * docs/product.md §17: this device's name, the sync file (every browser), the passphrase, a sync
 * folder (where the browser can), WebDAV, and how the last sync went.
 */
export default function SyncBody() {
  const sync = useSync();
  return (
    <div className="grid gap-5">
      <p className="text-muted">
        Keep Tickday the same on your phone and computer: save a sync file here and open it on the
        other device, or let both sync by themselves through a folder or a WebDAV server.
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
  const [name, setName] = useState(sync.device.name);
  const save = () => {
    if (name.trim()) sync.rename(name);
    else setName(sync.device.name);
  };
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="font-semibold">
        This device&apos;s name
      </label>
      <input
        id={id}
        value={name}
        maxLength={32}
        autoComplete="off"
        onChange={(event) => setName(event.target.value)}
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
  const names = Object.values(state.devices ?? {}).map((d) => d.name);
  const problem = sync.status.busy ? 'busy' : state.last?.problem;
  return (
    <div className="grid gap-2">
      <div role="status" className="grid gap-1 rounded-xl bg-surface-2 p-3">
        <p>
          {syncing
            ? 'Syncing…'
            : state.syncedAt
              ? `Last synced ${whenWords(state.syncedAt)}`
              : 'Not synced yet'}
        </p>
        <p className="text-muted">
          {names.length > 0 ? `Devices: ${names.join(', ')}` : 'No other device merged yet'}
        </p>
      </div>
      {problem && !syncing && (
        <p role="alert" className="rounded-xl border border-danger/60 p-3">
          {problem === 'permission'
            ? 'Sync is paused until you reconnect the folder.'
            : `${placeProblemWords(problem, state.place)}.`}
        </p>
      )}
    </div>
  );
}

function Passphrase({ sync }: { sync: Sync }) {
  const id = useId();
  const [text, setText] = useState('');
  const set = sync.status.state.passphrase !== undefined;
  return (
    <div className="grid gap-2">
      <h4 className="font-semibold">Passphrase</h4>
      <p id={`${id}-about`} className="text-muted">
        With a passphrase, sync files are encrypted: without it nothing in them is readable, not
        even your habits&apos; names. Every device needs the same one. It is remembered on this
        device only{set ? '; one is set' : ''}.
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
          Passphrase
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
          Use passphrase
        </Button>
        {set && (
          <Button variant="ghost" size="lg" onClick={() => sync.setPassphrase(undefined)}>
            Remove passphrase
          </Button>
        )}
      </form>
    </div>
  );
}
