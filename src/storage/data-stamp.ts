/**
 * The data key's text ends with a stamp (issue 60): 24 characters of whitespace, new at every
 * write this Tickday makes there. JSON reads past whitespace after the value, so every Tickday
 * reads a stamped text as it reads any other; none keeps the stamp, because each writes what it
 * parsed and whitespace is not parsed. So a text still ending with the stamp a snapshot recorded
 * is the text that write wrote (written again whole at most, as a Replace's rollback does), even
 * after an older Tickday's write, which knows nothing of snapshots (it keeps unknown fields, which
 * is why a version field would not do). The check reads the last 24 characters, not the whole
 * text as a copy or a hash would (src/app/first-paint/snapshot.ts).
 */

/** The four characters JSON allows between values, each two of the stamp's 48 random bits. */
const MARKS = ' \t\n\r';
export const STAMP_LENGTH = 24;

/** `body` (the codec's JSON, which ends with `}`) with a new random stamp after it. */
export function stamped(body: string, random = crypto.getRandomValues(new Uint8Array(6))): string {
  let stamp = '';
  for (const byte of random) {
    for (let shift = 6; shift >= 0; shift -= 2) stamp += MARKS[(byte >> shift) & 3];
  }
  return body + stamp;
}

/** The stamp `text` ends with, or null when it has none (written by another Tickday, or none yet). */
export function stampOf(text: string): string | null {
  const stamp = text.slice(-STAMP_LENGTH);
  const before = text.charAt(text.length - STAMP_LENGTH - 1);
  return stamp.length === STAMP_LENGTH && /^[ \t\n\r]*$/.test(stamp) && !/^[ \t\n\r]?$/.test(before)
    ? stamp
    : null;
}

/** `text` without its stamp: what the codec wrote. */
export function unstamped(text: string): string {
  return stampOf(text) === null ? text : text.slice(0, -STAMP_LENGTH);
}
