import { stampParts } from '../../domain/hlc';
import { DAY_MS, dayOf } from '../../domain/days';
import type { Habit } from '../../domain/habit/model';
import {
  latestDoneDay,
  latestStamp,
  readSyncShape,
  SYNC_APP,
  SYNC_FORMAT,
  type SyncFile,
} from '../../domain/sync-file';
import { decryptText, isEncrypted } from '../../platform/sync-crypto';
import type { PlaceFailure } from '../../platform/sync-place';
import { BACKUP_FORMAT } from '../../storage/backup';
import { parseData } from '../../storage/codec';
import type { SyncProblem } from '../../storage/sync-key';

/** Reading a sync file's text (docs/product.md §17): decrypted, checked, its habits parsed. */

/** A sync file read: its device and habits, or why it cannot be used. */
export type ReadSync =
  | { ok: true; file: SyncFile; habits: Habit[] }
  | {
      ok: false;
      problem: Exclude<
        SyncProblem,
        PlaceFailure | 'busy' | 'storage-full' | 'locked' | 'other-passphrase'
      >;
    };

/** Whether a sync file's text is an encrypted one (its outer object carries `encrypted`). */
export function isEncryptedFile(text: string): boolean {
  try {
    const json: unknown = JSON.parse(text);
    return typeof json === 'object' && json !== null && 'encrypted' in json;
  } catch {
    return false;
  }
}

/** How far ahead of this device's clock a file's times may be: beyond, the file is refused. */
export const MAX_AHEAD_MS = DAY_MS;

/**
 * Reads a sync file's text (decrypting it with `passphrase` when it is encrypted). A file whose
 * times lie more than a day ahead of `now` is refused (`future`): merged, one time in 2286 would
 * win over every later change and hold every device's clock there. So is one with a day done or
 * logged beyond any zone's today a day ahead (a date mark a year ahead). Anything that breaks the
 * reading (a file nested thousands deep) reads as damaged.
 */
export async function readSyncText(
  text: string,
  passphrase?: string,
  now = Date.now(),
): Promise<ReadSync> {
  try {
    return await readSyncUnguarded(text, passphrase, now);
  } catch {
    return { ok: false, problem: 'damaged' };
  }
}

async function readSyncUnguarded(
  text: string,
  passphrase: string | undefined,
  now: number,
): Promise<ReadSync> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'damaged' };
  }
  if (typeof json === 'object' && json !== null && 'encrypted' in json) {
    const outer = json as { app?: unknown; format?: unknown; encrypted: unknown };
    if (outer.app !== SYNC_APP) return { ok: false, problem: 'not-sync' };
    if (typeof outer.format !== 'number' || outer.format > SYNC_FORMAT)
      return { ok: false, problem: 'newer' };
    if (!isEncrypted(outer.encrypted)) return { ok: false, problem: 'damaged' };
    if (!passphrase) return { ok: false, problem: 'passphrase-needed' };
    try {
      json = JSON.parse(await decryptText(outer.encrypted, passphrase));
    } catch {
      return { ok: false, problem: 'wrong-passphrase' };
    }
  }
  const shape = readSyncShape(json);
  if (!shape.ok) {
    // A backup (Your data's Export backup) picked here: said so, with where it belongs.
    const format = (json as { format?: unknown } | null)?.format;
    return shape.problem === 'not-sync' && format === BACKUP_FORMAT
      ? { ok: false, problem: 'backup' }
      : shape;
  }
  const parsed = parseData(JSON.stringify(shape.file.data));
  if (!parsed.ok) return { ok: false, problem: 'damaged' };
  const { file } = shape;
  const times = [
    file.savedAt,
    latestStamp(parsed.habits),
    ...Object.values(file.seen).map((s) => s.savedAt),
  ];
  if (times.some((t) => t !== undefined && stampParts(t)[0] > now + MAX_AHEAD_MS))
    return { ok: false, problem: 'future' };
  // A day done or logged after the latest today of any zone (UTC+14) a day ahead.
  const lastDay = latestDoneDay(parsed.habits);
  if (lastDay !== undefined && lastDay > dayOf(now + MAX_AHEAD_MS) + 1)
    return { ok: false, problem: 'future' };
  return { ok: true, file, habits: parsed.habits };
}
