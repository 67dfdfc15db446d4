import type { DownloadFile } from '../../state/use-data';

/** Saves `file` through the browser's download, from memory (no network). */
export function download({ name, type, text }: DownloadFile): void {
  const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
