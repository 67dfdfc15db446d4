import { saveTextFile } from './save-file';

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
