import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import type { Sync } from '../../state/use-sync';
import { INPUT, PROBLEM_WORDS } from './sync-words';

/** `Sync folder` (where the browser can) and `WebDAV`: a place both devices sync through. */
export function SyncPlacePart({ sync }: { sync: Sync }) {
  const { state, folder, syncing } = sync.status;
  const connected = (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="primary"
        size="md"
        disabled={syncing}
        onClick={() => void sync.syncNow(true)}
      >
        Sync now
      </Button>
      <Button variant="outline" size="md" onClick={sync.stopSyncing}>
        Stop syncing
      </Button>
    </div>
  );
  return (
    <>
      {sync.folderSupported && state.place !== 'webdav' && (
        <div className="grid gap-2">
          <h4 className="font-semibold">Sync folder</h4>
          {state.place === 'folder' ? (
            <>
              <p>
                Syncing through the folder <strong>{folder ?? '…'}</strong>: Tickday writes this
                device&apos;s file there and reads the others&apos;.
              </p>
              {state.last?.problem === 'permission' && (
                <div>
                  <Button variant="primary" size="md" onClick={() => void sync.syncNow(true)}>
                    Reconnect folder
                  </Button>
                </div>
              )}
              {connected}
            </>
          ) : (
            <>
              <p className="text-muted">
                Choose a folder that Dropbox, Google Drive, OneDrive or Syncthing already copies
                between your devices: Tickday syncs through it by itself while open.
              </p>
              <div>
                <Button variant="outline" size="md" onClick={() => void sync.chooseFolder()}>
                  Choose sync folder
                </Button>
              </div>
            </>
          )}
        </div>
      )}
      {state.place !== 'folder' && <Webdav sync={sync} connected={connected} />}
    </>
  );
}

function Webdav({ sync, connected }: { sync: Sync; connected: ReactNode }) {
  const id = useId();
  const { state } = sync.status;
  const [url, setUrl] = useState('');
  const [user, setUser] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const connect = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    const outcome = await sync.connectWebdav({ url: url.trim(), user, password });
    setBusy(false);
    if (!outcome.ok) setProblem(PROBLEM_WORDS[outcome.problem]);
    else setPassword('');
  };

  if (state.place === 'webdav')
    return (
      <div className="grid gap-2">
        <h4 className="font-semibold">WebDAV</h4>
        <p className="break-all">
          Syncing through <strong>{state.webdav?.url}</strong> as {state.webdav?.user}.
        </p>
        {connected}
      </div>
    );
  const field = (name: string, label: string) => ({ id: `${id}-${name}`, label });
  const url$ = field('url', 'WebDAV folder URL');
  const user$ = field('user', 'User');
  const password$ = field('password', 'App password');
  return (
    <form className="grid gap-2" onSubmit={(event) => void connect(event)}>
      <h4 className="font-semibold">WebDAV</h4>
      <p className="text-muted">
        A folder on Nextcloud, ownCloud or a NAS, with an app password made for Tickday. The server
        must allow this page to reach it: see Sync between devices in Tickday&apos;s README.
      </p>
      <label htmlFor={url$.id}>{url$.label}</label>
      <input
        id={url$.id}
        type="url"
        required
        inputMode="url"
        autoComplete="url"
        placeholder="https://cloud.example.com/remote.php/dav/files/you/Tickday/"
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        className={INPUT}
      />
      <label htmlFor={user$.id}>{user$.label}</label>
      <input
        id={user$.id}
        required
        autoComplete="username"
        value={user}
        onChange={(event) => setUser(event.target.value)}
        className={INPUT}
      />
      <label htmlFor={password$.id}>{password$.label}</label>
      <input
        id={password$.id}
        type="password"
        required
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        className={INPUT}
      />
      {problem && (
        <p role="alert" className="rounded-xl border border-danger/60 p-3">
          {problem}
        </p>
      )}
      <div>
        <Button type="submit" variant="primary" size="md" disabled={busy}>
          {busy ? 'Connecting…' : 'Connect'}
        </Button>
      </div>
    </form>
  );
}
