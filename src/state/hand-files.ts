import type { HandedFilesStore, HandedKind } from './handed-files';

// Handing files to a dialog and taking them there (docs/product.md §19.2, state/handed-files.ts):
// only the launch's code and the dialogs use these, so the first paint does not carry them.

/** Hands `files` to `kind`'s dialog (in place of any still waiting): its button opens it. */
export function handFiles(handed: HandedFilesStore, kind: HandedKind, files: File[]): void {
  handed.set({ kind, files });
}

/**
 * Calls `show` with the files handed to `kind`'s dialog: those waiting now, and any handed later
 * until the returned function is called. Each file is given once.
 */
export function onFilesHanded(
  handed: HandedFilesStore,
  kind: HandedKind,
  show: (files: File[]) => void,
): () => void {
  const take = () => {
    const { kind: waiting, files } = handed.getState();
    if (waiting !== kind) return;
    handed.set({ files: [] });
    show(files);
  };
  take();
  return handed.subscribe(take);
}
