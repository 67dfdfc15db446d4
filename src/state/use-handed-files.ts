import { useEffect, useEffectEvent } from 'react';
import { useAppStore } from './app-store-context';
import { onFilesHanded } from './hand-files';
import type { HandedKind } from './handed-files';

/**
 * Gives `show` the files handed to `kind`'s dialog (docs/product.md §19.2) while the caller is
 * mounted: those waiting when it mounts, and any handed later, each once.
 */
export function useHandedFiles(kind: HandedKind, show: (files: File[]) => void): void {
  const { handed } = useAppStore();
  const take = useEffectEvent(show);
  useEffect(() => onFilesHanded(handed, kind, take), [handed, kind]);
}
