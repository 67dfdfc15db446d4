import { useSyncExternalStore } from 'react';

/**
 * Files opened with the installed app or shared to it (docs/product.md §19.2), waiting for the
 * dialog that shows them: `sync` the Settings dialog's sync summary, `backup` Your data's backup
 * preview (which also says why a file is neither). The button of that dialog opens it while files
 * wait (`useFilesHanded`); the part that shows them takes them (`onFilesHanded`), once. Nothing is
 * applied here: only the person's Apply or Merge there does.
 */
export type HandedKind = 'sync' | 'backup';

/** A file the launch queue hands over: a `FileSystemFileHandle` (or a test's stand-in). */
export interface LaunchedFile {
  getFile(): Promise<File>;
}

let handed: { kind: HandedKind; files: File[] } | null = null;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const notify = () => [...listeners].forEach((listener) => listener());

/** Hands `files` to `kind`'s dialog (the launch's code, state/launch.lazy.ts). */
export function handFiles(kind: HandedKind, files: File[]): void {
  handed = { kind, files };
  notify();
}

/**
 * Calls `show` with the files handed to `kind`'s dialog: those waiting now, and any handed later
 * until the returned function is called. Each file is given once.
 */
export function onFilesHanded(kind: HandedKind, show: (files: File[]) => void): () => void {
  const take = () => {
    if (handed?.kind !== kind) return;
    const { files } = handed;
    handed = null;
    notify();
    show(files);
  };
  take();
  return subscribe(take);
}

/** Whether files wait for `kind`'s dialog (never in the prerendered shell). */
export const useFilesHanded = (kind: HandedKind) =>
  useSyncExternalStore(
    subscribe,
    () => handed?.kind === kind,
    () => false,
  );
