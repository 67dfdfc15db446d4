import { t } from '@lingui/core/macro';
import { i18n } from '@lingui/core';
import { FOCUS_RING } from '../../components/ui/focus-ring';
import { formatLocalTime } from '../../i18n/format';
import type { SyncProblem } from '../../state/sync/use-sync';

/** Why a sync through a place failed, or why a picked file cannot be used (docs/product.md §17). */
export type ProblemCode = SyncProblem | 'too-large' | 'unreadable';

/**
 * A problem in words. A file's start in lower case, after its name and a colon ("cut.json: damaged
 * or cut short") or "Sync failed: "; a place's are sentences of their own.
 */
export function problemWords(problem: ProblemCode): string {
  switch (problem) {
    case 'newer':
      return t({
        comment:
          'A sync file\'s problem, in lower case: after its name and a colon ("cut.json: damaged or cut short"), or after "Sync failed: ".',
        message: 'made by a newer Tickday: reload this page to update',
      });
    case 'damaged':
      return t({
        comment:
          'A sync file\'s problem, in lower case: after its name and a colon ("cut.json: damaged or cut short"), or after "Sync failed: ".',
        message: 'damaged or cut short',
      });
    case 'not-sync':
      return t({
        comment:
          'A sync file\'s problem, in lower case: after its name and a colon ("cut.json: damaged or cut short"), or after "Sync failed: ".',
        message: 'not a Tickday sync file',
      });
    case 'backup': {
      const yourData = t`Your data`;
      const merge = t({ message: 'Merge', context: 'Restoring a backup' });
      return t({
        comment:
          'A picked file\'s problem, in lower case, after its name and a colon: a backup picked as a sync file. {yourData} and {merge} are the names of the footer\'s "Your data" button and its dialog\'s "Merge" button.',
        message: `a Tickday backup, not a sync file: to add its habits here, open it in “${yourData}” and choose “${merge}”`,
      });
    }
    case 'passphrase-needed':
      return t({
        comment:
          'A sync file\'s problem, in lower case: after its name and a colon ("cut.json: damaged or cut short"), or after "Sync failed: ". Passphrase is the heading of that field.',
        message: 'locked with a passphrase: enter it under Passphrase, then open it again',
      });
    case 'wrong-passphrase':
      return t({
        comment:
          'A sync file\'s problem, in lower case: after its name and a colon ("cut.json: damaged or cut short"), or after "Sync failed: ".',
        message: 'locked with a different passphrase than the one set here',
      });
    case 'future':
      return t({
        comment:
          'A sync file\'s problem, in lower case: after its name and a colon ("cut.json: damaged or cut short"), or after "Sync failed: ".',
        message:
          'made on a device whose clock is more than a day ahead: set its date and time, then sync it again',
      });
    case 'too-large':
      return t({
        comment:
          'A picked file\'s problem, in lower case, after its name and a colon ("notes.json: could not be read").',
        message: 'over 20 MB, too large to be a Tickday sync file',
      });
    case 'unreadable':
      return t({
        comment:
          'A picked file\'s problem, in lower case, after its name and a colon ("notes.json: could not be read").',
        message: 'could not be read',
      });
    case 'unauthorized':
      return t`Wrong user or app password`;
    case 'forbidden':
      return t`The server does not let this user write to that folder`;
    case 'not-found':
      return t`That folder does not exist on the server`;
    case 'changed':
      return t`The file changed on the server during the sync; Tickday will try again`;
    case 'full':
      return t`The server is full`;
    case 'storage-full':
      return t`This browser's storage has no room for what your other devices bring, so nothing was merged. Free some room (Your data shows what is used), then sync again`;
    case 'timeout':
      return t`The server did not answer in time`;
    case 'offline':
      return t`You are offline; Tickday will sync when you are back online`;
    case 'cors':
      return t`The server did not allow this page to reach it (no CORS headers). Ask its admin to add the lines in Tickday's guide: see Sync between devices in Tickday's README`;
    case 'unreachable':
      return t`The server could not be reached: check the address, and that the server is running`;
    case 'insecure':
      return t`The address starts with http://, which a page served over HTTPS cannot reach: use the server's https:// address`;
    case 'locked':
      return t`Your other devices' files here are encrypted: enter the same passphrase under Passphrase. Until then Tickday writes nothing here`;
    case 'other-passphrase':
      return t`Your other devices' files here are encrypted with a different passphrase: set the same one on every device. Until then Tickday writes nothing here`;
    case 'permission':
      return t`Sync paused: reconnect the folder`;
    case 'failed':
      return t`The sync failed; Tickday will try again`;
    case 'busy':
      return t`Another tab is syncing`;
  }
}

/** A place's problem in words: a folder gone is not a server's missing folder. */
export function placeProblemWords(problem: SyncProblem, place?: 'folder' | 'webdav'): string {
  return problem === 'not-found' && place === 'folder'
    ? t`The sync folder is gone (moved, renamed or deleted): choose it again`
    : problemWords(problem);
}

/** Whether the person may choose to sync anyway beside files this device cannot read (§17.6). */
export const mayChooseMixed = (problem: ProblemCode | undefined) =>
  problem === 'locked' || problem === 'other-passphrase';

/** "Next try in 15 seconds.": when a failed sync is tried again by itself. */
export function nextTryWords(at: number, now = Date.now()): string {
  const seconds = Math.max(1, Math.round((at - now) / 1000));
  const relative = new Intl.RelativeTimeFormat(i18n.locale, { numeric: 'always' });
  const when =
    seconds < 90
      ? relative.format(seconds, 'second')
      : relative.format(Math.round(seconds / 60), 'minute');
  return t({
    comment:
      'When a failed sync is tried again by itself; {when} is "in 15 seconds" or "in 2 minutes" in the language in use.',
    message: `Next try ${when}.`,
  });
}

/** "2 minutes ago", "yesterday"; past a week, the date and time: in the language in use. */
export function whenWords(at: number, now = Date.now()): string {
  const seconds = Math.round((at - now) / 1000);
  if (seconds > -45) {
    return t({ comment: 'When the last sync was: "Last synced just now".', message: 'just now' });
  }
  const relative = new Intl.RelativeTimeFormat(i18n.locale, { numeric: 'auto' });
  const minutes = Math.round(seconds / 60);
  if (minutes > -60) return relative.format(minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (hours > -24) return relative.format(hours, 'hour');
  const days = Math.round(hours / 24);
  if (days > -7) return relative.format(days, 'day');
  return formatLocalTime(at, { dateStyle: 'medium', timeStyle: 'short' });
}

/**
 * A device's name as shown. The default name a device gives itself ("Chrome on Mac (K3F9)", "This
 * device") is stored in English, as it always was, and goes into sync files as it is
 * (docs/product.md §18.4); here it is said in the language in use, its code as it is. A name the
 * user gave is theirs.
 */
export function deviceNameWords(name: string): string {
  const parts =
    /^(?:(Edge|Firefox|Chrome|Safari) on )?(Android|iPhone|Mac|Windows|Linux|This device)(?: \(([0-9A-Z]{4})\))?$/.exec(
      name,
    );
  if (!parts) return name;
  const [, browser, system = '', code] = parts;
  let kind: string;
  if (browser === undefined) {
    kind =
      system === 'This device'
        ? t({
            comment:
              "A device's name when nothing better is known about it (the user can change it).",
            message: 'This device',
          })
        : system;
  } else if (system === 'This device') {
    kind = t({
      comment:
        'A device\'s default name when its system is not known: a browser on this device, "Chrome on this device".',
      message: `${browser} on this device`,
    });
  } else {
    kind = t({
      comment: 'A device\'s default name: a browser on a system, "Chrome on Android".',
      message: `${browser} on ${system}`,
    });
  }
  if (code === undefined) return kind;
  return t({
    comment:
      'A device\'s default name and a short code from its id that tells two devices of one kind apart: "Chrome on Linux (K3F9)".',
    message: `${kind} (${code})`,
  });
}

/** A text box of the Sync section. */
export const INPUT = `h-11 w-full rounded-xl border border-line bg-surface-2 px-3 text-base text-fg ${FOCUS_RING}`;
