import { handed, type HandedKind } from './handed-files';

// Handing files to a dialog and taking them there (docs/product.md §19.2, state/handed-files.ts):
// only the launch's code and the dialogs use these, so the first paint does not carry them.

const changed = () => [...handed.listeners].forEach((listener) => listener());

/** Hands `files` to `kind`'s dialog (in place of any still waiting): its button opens it. */
export function handFiles(kind: HandedKind, files: File[]): void {
  Object.assign(handed, { kind, files });
  changed();
}

/**
 * Calls `show` with the files handed to `kind`'s dialog: those waiting now, and any handed later
 * until the returned function is called. Each file is given once.
 */
export function onFilesHanded(kind: HandedKind, show: (files: File[]) => void): () => void {
  const take = () => {
    if (handed.kind !== kind) return;
    const { files } = handed;
    Object.assign(handed, { kind: undefined, files: [] });
    changed();
    show(files);
  };
  take();
  handed.listeners.add(take);
  return () => handed.listeners.delete(take);
}
