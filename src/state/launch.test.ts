import { beforeEach, describe, expect, it } from 'vitest';
import { onFilesHanded } from './hand-files';
import { createHandedFiles } from './handed-files';
import { openLaunched as openIn } from './launch.lazy';

// docs/product.md §19.2: files opened with the installed app go to the dialog that shows them,
// each once; nothing else happens to them here.

const file = (name: string, json: unknown) =>
  new File([typeof json === 'string' ? json : JSON.stringify(json)], name);
const handle = (f: File) => ({ getFile: async () => f });
const SYNC = file('tickday-sync-phone.json', { app: 'tickday-sync', format: 1 });
const LOCKED = file('tickday-sync-mac.json', { app: 'tickday-sync', format: 1, encrypted: {} });
const BACKUP = file('backup.json', { format: 'tickday-backup' });
const NOTES = file('notes.json', '{"notes": [');

// Each case a page of its own: its own store of handed files.
let handed = createHandedFiles();
beforeEach(() => {
  handed = createHandedFiles();
});
const openLaunched = (files: Parameters<typeof openIn>[1]) => openIn({ handed }, files);

/** What `kind`'s dialog is given after a launch of `files` (and what the other one is). */
async function launch(...files: File[]) {
  const given = { sync: [] as string[], backup: [] as string[] };
  const stops = (['sync', 'backup'] as const).map((kind) =>
    onFilesHanded(handed, kind, (files) => given[kind].push(...files.map((f) => f.name))),
  );
  await openLaunched(files.map(handle));
  stops.forEach((stop) => stop());
  return given;
}

describe('a launch of files (§19.2)', () => {
  it('gives the sync files, plain or encrypted, to the sync summary', async () => {
    expect(await launch(BACKUP, SYNC, LOCKED)).toEqual({
      sync: ['tickday-sync-phone.json', 'tickday-sync-mac.json'],
      backup: [],
    });
  });

  it('gives any other file to the backup preview, which says what it is', async () => {
    expect(await launch(BACKUP)).toEqual({ sync: [], backup: ['backup.json'] });
    expect(await launch(NOTES)).toEqual({ sync: [], backup: ['notes.json'] });
  });

  it('hands nothing for a launch without files, or whose files cannot be read', async () => {
    expect(await launch()).toEqual({ sync: [], backup: [] });
    const given: File[] = [];
    const stop = onFilesHanded(handed, 'backup', (files) => given.push(...files));
    await openLaunched([{ getFile: () => Promise.reject(new Error('gone')) }]);
    stop();
    expect(given).toEqual([]);
  });

  it('gives files once: to a dialog that opens later, and never again', async () => {
    await openLaunched([handle(SYNC)]);
    const first: File[] = [];
    const second: File[] = [];
    const stop = onFilesHanded(handed, 'sync', (files) => first.push(...files));
    onFilesHanded(handed, 'sync', (files) => second.push(...files))();
    stop();
    expect(first.map((f) => f.name)).toEqual(['tickday-sync-phone.json']);
    expect(second).toEqual([]);
  });
});
