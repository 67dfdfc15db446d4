import { FOCUS_RING } from '../../components/ui/focus-ring';
import type { SyncProblem } from '../../state/use-sync';

/** Why a sync through a place failed, or why a picked file cannot be used (docs/product.md §17). */
export const PROBLEM_WORDS: Record<SyncProblem | 'too-large' | 'unreadable', string> = {
  newer: 'made by a newer Tickday: reload this page to update',
  damaged: 'damaged or cut short',
  'not-sync': 'not a Tickday sync file',
  'passphrase-needed': 'locked with a passphrase: enter it under Passphrase, then open it again',
  'wrong-passphrase': 'locked with a different passphrase than the one set here',
  future:
    'made on a device whose clock is more than a day ahead: set its date and time, then sync it again',
  'too-large': 'over 20 MB, too large to be a Tickday sync file',
  unreadable: 'could not be read',
  unauthorized: 'Wrong user or app password',
  forbidden: 'The server does not let this user write to that folder',
  'not-found': 'That folder does not exist on the server',
  changed: 'The file changed on the server during the sync; Tickday will try again',
  full: 'The server is full',
  timeout: 'The server did not answer in time',
  offline: 'You are offline; Tickday will sync when you are back online',
  cors: "The server did not allow this page to reach it (no CORS headers). Ask its admin to add the lines in Tickday's guide: see Sync between devices in Tickday's README",
  permission: 'Sync paused: reconnect the folder',
  failed: 'The sync failed; Tickday will try again',
  busy: 'Another tab is syncing',
};

/** A place's problem in words: a folder gone is not a server's missing folder. */
export function placeProblemWords(problem: SyncProblem, place?: 'folder' | 'webdav'): string {
  return problem === 'not-found' && place === 'folder'
    ? 'The sync folder is gone (moved, renamed or deleted): choose it again'
    : PROBLEM_WORDS[problem];
}

const RELATIVE = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** "2 minutes ago", "yesterday"; past a week, the date and time. */
export function whenWords(at: number, now = Date.now()): string {
  const seconds = Math.round((at - now) / 1000);
  if (seconds > -45) return 'just now';
  const minutes = Math.round(seconds / 60);
  if (minutes > -60) return RELATIVE.format(minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (hours > -24) return RELATIVE.format(hours, 'hour');
  const days = Math.round(hours / 24);
  if (days > -7) return RELATIVE.format(days, 'day');
  return new Date(at).toLocaleString('en', { dateStyle: 'medium', timeStyle: 'short' });
}

/** "1 day", "2 days". */
export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/** A text box of the Sync section. */
export const INPUT = `h-11 w-full rounded-xl border border-line bg-surface-2 px-3 text-base text-fg ${FOCUS_RING}`;
