import { useSyncExternalStore } from 'react';

/**
 * Files opened with the installed app or shared to it (docs/product.md §19.2), waiting for the
 * dialog that shows them: `sync` the Settings dialog's sync summary, `backup` Your data's backup
 * preview (which also says why a file is neither). The button of that dialog opens it while files
 * wait (`useFilesHanded`); the part that shows them takes them, once (state/hand-files.ts, which
 * the first paint does not load). Nothing is applied there: only the person's Apply or Merge.
 */
export type HandedKind = 'sync' | 'backup';

/** A file the launch queue hands over: a `FileSystemFileHandle` (or a test's stand-in). */
export interface LaunchedFile {
  getFile(): Promise<File>;
}

/** The files waiting, for which dialog, and who listens (only state/hand-files.ts changes it). */
export const handed: { kind?: HandedKind; files: File[]; listeners: Set<() => void> } = {
  files: [],
  listeners: new Set(),
};

const subscribe = (listener: () => void) => {
  handed.listeners.add(listener);
  return () => handed.listeners.delete(listener);
};

/** Whether files wait for `kind`'s dialog (never in the prerendered shell). */
export const useFilesHanded = (kind: HandedKind) =>
  useSyncExternalStore(
    subscribe,
    () => handed.kind === kind,
    () => false,
  );
