/** Saves `blob` as `name` through the browser's download, from memory (no network). */
export function saveFile(name: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Saves text made in memory (a backup, a CSV, a calendar file) as UTF-8 of `type`. */
export function saveTextFile({ name, type, text }: { name: string; type: string; text: string }) {
  saveFile(name, new Blob([text], { type: `${type};charset=utf-8` }));
}

/**
 * Hands text made in memory to the system's share sheet (a phone: AirDrop, a chat, a drive) when
 * the browser can share files, else saves it as a download. A dismissed sheet saves nothing.
 */
export async function shareOrSaveTextFile(file: { name: string; type: string; text: string }) {
  const shared = new File([file.text], file.name, { type: file.type });
  try {
    if (typeof navigator.canShare === 'function' && navigator.canShare({ files: [shared] })) {
      await navigator.share({ files: [shared] });
      return;
    }
  } catch (error) {
    if ((error as Error).name === 'AbortError') return;
  }
  saveTextFile(file);
}
