/**
 * A FileSystemDirectoryHandle stand-in, as Chromium behaves (checked in e2e/opfs-handles.spec.ts):
 * a writable fills a swap file that takes the target's place on close(), abort() drops it, an
 * absent entry is a NotFoundError. The switches simulate what a real folder does to a sync:
 * `removed` (the folder was deleted or renamed: NotFoundError), `denied` (the permission was
 * dropped: NotAllowedError), `full` (QuotaExceededError on write) and `breakMidway` (a write that
 * stores half its text, then fails).
 */

export interface MemoryFile {
  text: string;
  lastModified: number;
}

export interface MemoryFolder {
  handle: FileSystemDirectoryHandle;
  files: Map<string, MemoryFile>;
  /** Names of subfolders, listed with kind 'directory'. */
  folders: Set<string>;
  switches: { removed: boolean; denied: boolean; full: boolean; breakMidway: boolean };
  /** Every writable's end: 'close' or 'abort', in order. */
  ends: string[];
  /** Names the swap files of open writables would show in a listing. */
  swaps: Set<string>;
}

export function memoryFolder(
  files: Record<string, string> = {},
  options: { name?: string; start?: number } = {},
): MemoryFolder {
  let clock = options.start ?? 1_700_000_000_000;
  const tick = () => ++clock;
  const folder: MemoryFolder = {
    handle: undefined as unknown as FileSystemDirectoryHandle,
    files: new Map(Object.entries(files).map(([k, text]) => [k, { text, lastModified: tick() }])),
    folders: new Set(),
    switches: { removed: false, denied: false, full: false, breakMidway: false },
    ends: [],
    swaps: new Set(),
  };
  const check = () => {
    if (folder.switches.removed) throw fail('NotFoundError');
    if (folder.switches.denied) throw fail('NotAllowedError');
  };

  const fileHandle = (name: string) => ({
    kind: 'file' as const,
    name,
    async getFile() {
      check();
      const stored = folder.files.get(name);
      if (!stored) throw fail('NotFoundError');
      return new File([stored.text], name, { lastModified: stored.lastModified });
    },
    async createWritable(opts: { keepExistingData?: boolean } = {}) {
      check();
      if (!folder.files.has(name)) throw fail('NotFoundError');
      let swap = opts.keepExistingData ? (folder.files.get(name)?.text ?? '') : '';
      let open = true;
      const swapName = `${name}.crswap`;
      folder.swaps.add(swapName);
      const finish = (how: string) => {
        open = false;
        folder.swaps.delete(swapName);
        folder.ends.push(how);
      };
      return {
        async write(data: string) {
          if (!open) throw fail('TypeError');
          check();
          if (folder.switches.full) throw fail('QuotaExceededError');
          if (folder.switches.breakMidway) {
            swap += data.slice(0, Math.floor(data.length / 2));
            throw fail('InvalidStateError');
          }
          swap += data;
        },
        async close() {
          if (!open) throw fail('TypeError');
          check();
          finish('close');
          folder.files.set(name, { text: swap, lastModified: tick() });
        },
        async abort() {
          if (open) finish('abort');
        },
      };
    },
  });

  const dirHandle = (name: string) => ({ kind: 'directory' as const, name });

  async function* values() {
    check();
    const names = [...folder.files.keys(), ...folder.swaps];
    // A real listing shows Chromium's swap files too.
    for (const name of names) yield fileHandle(name);
    for (const name of folder.folders) yield dirHandle(name);
  }

  const handle = {
    kind: 'directory' as const,
    name: options.name ?? 'Sync',
    async getFileHandle(name: string, opts: { create?: boolean } = {}) {
      check();
      if (folder.folders.has(name)) throw fail('TypeMismatchError');
      if (!folder.files.has(name)) {
        if (!opts.create) throw fail('NotFoundError');
        folder.files.set(name, { text: '', lastModified: tick() });
      }
      return fileHandle(name);
    },
    async removeEntry(name: string) {
      check();
      if (!folder.files.delete(name) && !folder.folders.delete(name)) throw fail('NotFoundError');
    },
    values,
    async *entries() {
      for await (const entry of values()) yield [entry.name, entry] as const;
    },
  };
  folder.handle = handle as unknown as FileSystemDirectoryHandle;
  return folder;
}

function fail(name: string): Error {
  return name === 'TypeError' ? new TypeError('closed') : new DOMException(name, name);
}
