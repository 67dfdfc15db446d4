import { PlaceError, type PlaceFailure, type SyncPlace } from '../platform/sync-place';

/** A shared folder in memory: versions change on every write, as a WebDAV ETag does. */
export function memoryPlace() {
  const files = new Map<string, { text: string; version: string }>();
  let n = 0;
  let fail: { on: 'list' | 'read' | 'write'; reason: PlaceFailure; times: number } | null = null;
  const maybeFail = (on: 'list' | 'read' | 'write') => {
    if (fail && fail.on === on && fail.times > 0) {
      fail.times -= 1;
      throw new PlaceError(fail.reason);
    }
  };
  const place: SyncPlace = {
    async list() {
      maybeFail('list');
      return [...files].map(([name, f]) => ({ name, version: f.version }));
    },
    async read(name) {
      maybeFail('read');
      const file = files.get(name);
      if (!file) throw new PlaceError('not-found');
      return file;
    },
    async write(name, text, expected) {
      maybeFail('write');
      const current = files.get(name)?.version ?? null;
      if (current !== expected) throw new PlaceError('changed');
      const version = `v${++n}`;
      files.set(name, { text, version });
      return version;
    },
  };
  return {
    place,
    files,
    failNext(on: 'list' | 'read' | 'write', reason: PlaceFailure, times = 1) {
      fail = { on, reason, times };
    },
  };
}
