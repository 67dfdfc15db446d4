import { saveFile } from '../../components/ui/save-file';
import type { DownloadFile } from '../../state/use-data';

/** Saves a text file made in memory (a backup, a CSV). */
export function download({ name, type, text }: DownloadFile): void {
  saveFile(name, new Blob([text], { type: `${type};charset=utf-8` }));
}
