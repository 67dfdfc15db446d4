/**
 * Files made in memory (a backup, a CSV, a calendar file, a picture, a sync file) go to the user
 * through the browser's download or share sheet: features reach platform/save-file.ts here, as
 * they reach every other browser call through state.
 */
export { saveFile, saveTextFile, shareOrSaveTextFile } from '../platform/save-file';
