import { describe, expect, it, vi } from 'vitest';
import { memoryFolder } from '../testing/memory-folder';
import {
  folderPermission,
  folderPlace,
  folderSupported,
  forgetFolderHandle,
  loadFolderHandle,
  pickFolder,
  saveFolderHandle,
} from './sync-folder';
import { PlaceError, type PlaceFailure } from './sync-place';

const A = 'tickday-aaa.json';
const B = 'tickday-b_2-C.json';

async function failure(promise: Promise<unknown>): Promise<PlaceFailure> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PlaceError);
  return (error as PlaceError).reason;
}

describe('folderPlace list', () => {
  it('lists only tickday-<id>.json files, with a version from time and size', async () => {
    const folder = memoryFolder({
      [B]: '{"b":1}',
      [A]: '{"a":1}',
      'tickday-.json': '{}',
      'tickday-x.json.bak': '{}',
      'tickday-x y.json': '{}',
      'notes.txt': 'hi',
      '.tickday-c.json.tmp': '{}',
    });
    folder.folders.add('tickday-dir.json');
    folder.swaps.add(`${A}.crswap`);
    const entries = await folderPlace(folder.handle).list();
    expect(entries.map((e) => e.name)).toEqual([A, B]);
    const a = folder.files.get(A)!;
    expect(entries[0]!.version).toBe(`${a.lastModified}-7`);
  });

  it('leaves out an empty file: a first write that has not landed', async () => {
    const folder = memoryFolder({ [A]: '', [B]: '{}' });
    expect((await folderPlace(folder.handle).list()).map((e) => e.name)).toEqual([B]);
  });
});

describe('folderPlace read and write', () => {
  it('writes a new file (expected null), then reads it back with the version write returned', async () => {
    const folder = memoryFolder();
    const place = folderPlace(folder.handle);
    const version = await place.write(A, '{"n":"📅 تقويم 日本"}', null);
    expect(await place.read(A)).toEqual({ text: '{"n":"📅 تقويم 日本"}', version });
    expect(await place.list()).toEqual([{ name: A, version }]);
    expect(folder.ends).toEqual(['close']);
  });

  it('replaces a file when the version matches, and the version changes', async () => {
    const folder = memoryFolder({ [A]: 'old' });
    const place = folderPlace(folder.handle);
    const { version } = await place.read(A);
    const next = await place.write(A, 'new text', version);
    expect(next).not.toBe(version);
    expect(folder.files.get(A)!.text).toBe('new text');
  });

  it('says changed when the file is not at the expected version, and writes nothing', async () => {
    const folder = memoryFolder({ [A]: 'theirs' });
    const place = folderPlace(folder.handle);
    expect(await failure(place.write(A, 'mine', null))).toBe('changed');
    expect(await failure(place.write(A, 'mine', '1-6'))).toBe('changed');
    expect(await failure(place.write(B, 'mine', '1-6'))).toBe('changed');
    expect(folder.files.get(A)!.text).toBe('theirs');
    expect(folder.files.has(B)).toBe(false);
    expect(folder.ends).toEqual([]);
  });

  it('takes an empty file as absent, so a failed first write can be tried again', async () => {
    const folder = memoryFolder({ [A]: '' });
    await folderPlace(folder.handle).write(A, 'first', null);
    expect(folder.files.get(A)!.text).toBe('first');
  });

  it('leaves the old file whole when a write fails midway', async () => {
    const folder = memoryFolder({ [A]: 'the whole old text' });
    const place = folderPlace(folder.handle);
    const { version } = await place.read(A);
    folder.switches.breakMidway = true;
    expect(await failure(place.write(A, 'a new text that breaks', version))).toBe('failed');
    expect(folder.ends).toEqual(['abort']);
    folder.switches.breakMidway = false;
    expect(await place.read(A)).toEqual({ text: 'the whole old text', version });
    expect(folder.swaps.size).toBe(0);
  });

  it('removes the empty file a failed first write made', async () => {
    const folder = memoryFolder();
    folder.switches.full = true;
    expect(await failure(folderPlace(folder.handle).write(A, 'text', null))).toBe('full');
    expect(folder.files.has(A)).toBe(false);
  });

  it('refuses names outside the pattern', async () => {
    const place = folderPlace(memoryFolder({ 'notes.txt': 'x' }).handle);
    expect(await failure(place.read('notes.txt'))).toBe('failed');
    expect(await failure(place.write('../tickday-a.json', 'x', null))).toBe('failed');
  });
});

describe('folderPlace failures', () => {
  it('a removed or renamed folder is not-found, for every method', async () => {
    const folder = memoryFolder({ [A]: 'x' });
    const place = folderPlace(folder.handle);
    const { version } = await place.read(A);
    folder.switches.removed = true;
    expect(await failure(place.list())).toBe('not-found');
    expect(await failure(place.read(A))).toBe('not-found');
    expect(await failure(place.write(A, 'y', version))).toBe('not-found');
    expect(await failure(place.write(B, 'y', null))).toBe('not-found');
  });

  it('a dropped permission is permission', async () => {
    const folder = memoryFolder({ [A]: 'x' });
    const place = folderPlace(folder.handle);
    folder.switches.denied = true;
    expect(await failure(place.list())).toBe('permission');
    expect(await failure(place.read(A))).toBe('permission');
    expect(await failure(place.write(B, 'y', null))).toBe('permission');
  });

  it('a full disk or quota is full, and the old file stays', async () => {
    const folder = memoryFolder({ [A]: 'x' });
    const place = folderPlace(folder.handle);
    const { version } = await place.read(A);
    folder.switches.full = true;
    expect(await failure(place.write(A, 'y', version))).toBe('full');
    expect(folder.files.get(A)!.text).toBe('x');
  });

  it('a missing file is not-found on read', async () => {
    expect(await failure(folderPlace(memoryFolder().handle).read(A))).toBe('not-found');
  });
});

describe('folder permission and picker', () => {
  const withPermission = (query: () => Promise<string>, request?: () => Promise<string>) =>
    Object.assign(memoryFolder().handle, {
      queryPermission: query,
      ...(request ? { requestPermission: request } : {}),
    });

  it('counts a handle without permission methods as granted', async () => {
    expect(await folderPermission(memoryFolder().handle, true)).toBe('granted');
  });

  it('asks only when told to and when the answer is prompt', async () => {
    const request = vi.fn(async () => 'granted');
    const handle = withPermission(async () => 'prompt', request);
    expect(await folderPermission(handle, false)).toBe('prompt');
    expect(request).not.toHaveBeenCalled();
    expect(await folderPermission(handle, true)).toBe('granted');
    expect(request).toHaveBeenCalledWith({ mode: 'readwrite' });
  });

  it('stays prompt when asking needs a user gesture, denied when the query fails', async () => {
    const noGesture = withPermission(
      async () => 'prompt',
      async () => {
        throw new DOMException('gesture', 'SecurityError');
      },
    );
    expect(await folderPermission(noGesture, true)).toBe('prompt');
    const broken = withPermission(async () => {
      throw new Error('gone');
    });
    expect(await folderPermission(broken, false)).toBe('denied');
  });

  it('a cancelled picker is null; a picked folder comes back', async () => {
    expect(folderSupported()).toBe(false);
    expect(await pickFolder()).toBeNull();
    const picked = memoryFolder().handle;
    const picker = vi.fn(async () => picked);
    vi.stubGlobal('showDirectoryPicker', picker);
    try {
      expect(folderSupported()).toBe(true);
      expect(await pickFolder()).toBe(picked);
      expect(picker).toHaveBeenCalledWith({ id: 'tickday-sync', mode: 'readwrite' });
      picker.mockRejectedValueOnce(new DOMException('cancelled', 'AbortError'));
      expect(await pickFolder()).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('the kept folder handle', () => {
  it('without IndexedDB, saving and forgetting answer false and loading null', async () => {
    expect(typeof indexedDB).toBe('undefined');
    const handle = memoryFolder().handle;
    expect(await saveFolderHandle(handle)).toBe(false);
    expect(await loadFolderHandle()).toBeNull();
    expect(await forgetFolderHandle()).toBe(false);
  });
});
