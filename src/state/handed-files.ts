/**
 * Files opened with the installed app or shared to it (docs/product.md §19.2), waiting for the
 * dialog that shows them: `sync` the Settings dialog's sync summary, `backup` Your data's backup
 * preview (which also says why a file is neither). The button of that dialog opens it while files
 * wait (use-files-handed.ts); the part that shows them takes them, once (hand-files.ts, which the
 * first paint does not load). Nothing is applied there: only the person's Apply or Merge. One
 * store a page, the app store's (`handed`).
 */
export type HandedKind = 'sync' | 'backup';

/** A file the launch queue hands over: a `FileSystemFileHandle` (or a test's stand-in). */
export interface LaunchedFile {
  getFile(): Promise<File>;
}

/** The files waiting, and for which dialog. */
export interface Handed {
  kind?: HandedKind;
  files: File[];
}

export interface HandedFilesStore {
  getState(): Handed;
  /** Replaces what waits and tells every listener (hand-files.ts hands and takes with it). */
  set(next: Handed): void;
  subscribe(listener: () => void): () => void;
}

export function createHandedFiles(): HandedFilesStore {
  let state: Handed = { files: [] };
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    set(next) {
      state = next;
      [...listeners].forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
