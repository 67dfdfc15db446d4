import { t } from '@lingui/core/macro';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { rich } from '../../i18n/rich';
import type { Sync } from '../../state/sync/use-sync';
import { INPUT, mayChooseMixed, problemWords } from './sync-words';

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
        {t`Sync now`}
      </Button>
      <Button variant="outline" size="md" onClick={sync.stopSyncing}>
        {t`Stop syncing`}
      </Button>
    </div>
  );
  return (
    <>
      {sync.folderSupported && state.place !== 'webdav' && (
        <div className="grid gap-2">
          <h4 className="font-semibold">{t`Sync folder`}</h4>
          {state.place === 'folder' ? (
            <>
              <p>{throughFolder(folder ?? '…')}</p>
              {state.last?.problem === 'permission' && (
                <div>
                  <Button variant="primary" size="md" onClick={() => void sync.syncNow(true)}>
                    {t`Reconnect folder`}
                  </Button>
                </div>
              )}
              {connected}
            </>
          ) : (
            <>
              <p className="text-muted">
                {t`Choose a folder that Dropbox, Google Drive, OneDrive or Syncthing already copies between your devices: Tickday syncs through it by itself while open.`}
              </p>
              <div>
                <Button variant="outline" size="md" onClick={() => void sync.chooseFolder()}>
                  {t`Choose sync folder`}
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
  const [mayMix, setMayMix] = useState(false);

  const connect = async (event?: FormEvent, anyway = false) => {
    event?.preventDefault();
    setBusy(true);
    setProblem(null);
    const outcome = await sync.connectWebdav({ url: url.trim(), user, password }, anyway);
    setBusy(false);
    setMayMix(!outcome.ok && mayChooseMixed(outcome.problem));
    if (!outcome.ok) setProblem(problemWords(outcome.problem));
    else setPassword('');
  };

  if (state.place === 'webdav')
    return (
      <div className="grid gap-2">
        <h4 className="font-semibold">WebDAV</h4>
        <p className="break-all">
          {throughServer(state.webdav?.url ?? '', state.webdav?.user ?? '')}
        </p>
        {connected}
      </div>
    );
  const field = (name: string, label: string) => ({ id: `${id}-${name}`, label });
  const url$ = field('url', t`WebDAV folder URL`);
  const user$ = field('user', t({ comment: "The WebDAV account's user name.", message: 'User' }));
  const password$ = field('password', t`App password`);
  return (
    <form className="grid gap-2" onSubmit={(event) => void connect(event)}>
      <h4 className="font-semibold">WebDAV</h4>
      <p className="text-muted">
        {t`A folder on Nextcloud, ownCloud or a NAS, with an app password made for Tickday. The server must allow this page to reach it: see Sync between devices in Tickday's README.`}
      </p>
      <label htmlFor={url$.id}>{url$.label}</label>
      <input
        id={url$.id}
        type="url"
        required
        inputMode="url"
        autoComplete="url"
        placeholder={t({
          comment: 'An example Nextcloud WebDAV folder address: "you" stands for the user name.',
          message: 'https://cloud.example.com/remote.php/dav/files/you/Tickday/',
        })}
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
        <div role="alert" className="grid gap-2 rounded-xl border border-danger/60 p-3">
          <p>{problem}</p>
          {mayMix && (
            <div>
              <Button
                variant="outline"
                size="md"
                disabled={busy}
                onClick={() => void connect(undefined, true)}
              >
                {t`Connect anyway`}
              </Button>
            </div>
          )}
        </div>
      )}
      <div>
        <Button type="submit" variant="primary" size="md" disabled={busy}>
          {busy ? t`Connecting…` : t`Connect`}
        </Button>
      </div>
    </form>
  );
}

/** "Syncing through the folder Tickday: ...", the folder's name in bold. */
function throughFolder(name: string) {
  const folder = '{folder}';
  return rich(
    t({
      comment: "{folder} is the sync folder's name, in bold.",
      message: `Syncing through the folder ${folder}: Tickday writes this device's file there and reads the others'.`,
    }),
    { folder: <strong>{name}</strong> },
  );
}

/** "Syncing through https://... as alice.", the address in bold. */
function throughServer(address: string, user: string) {
  const url = '{url}';
  return rich(
    t({
      comment: "{url} is the WebDAV folder's address, in bold; {user} the user name.",
      message: `Syncing through ${url} as ${user}.`,
    }),
    { url: <strong>{address}</strong> },
  );
}
