import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import type { Plugin } from 'vite';
import { readPo } from './po.mjs';

const DIGITS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_$';

/** 0 -> "a", 63 -> "$", 64 -> "ba": as short as the count allows. */
export function shortId(index: number): string {
  let out = '';
  let n = index;
  do {
    out = DIGITS[n % DIGITS.length] + out;
    n = Math.floor(n / DIGITS.length);
  } while (n > 0);
  return out;
}

/**
 * Lingui's id of each English message (a 6-character hash of message and context) -> a short id,
 * the first-paint catalog's messages first (one character each while they fit).
 */
export function shortIds(localesDir: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const part of ['core', 'more']) {
    const catalog = readPo(readFileSync(join(localesDir, 'en', `${part}.po`), 'utf8'));
    for (const key of catalog.keys()) {
      const [context, message] = key.split('\u0004') as [string, string];
      const id = generateMessageId(message, context);
      if (!map.has(id)) map.set(id, shortId(map.size));
    }
  }
  return map;
}

/**
 * Renames message ids in built code: `_({id:\`29Hx9U\`...` at each call and `"29Hx9U":` in each
 * compiled catalog. Only ids of the English catalogs are touched, so other strings stay.
 */
export function renameIds(code: string, map: ReadonlyMap<string, string>): string {
  const swap = (whole: string, before: string, id: string, after: string) => {
    const short = map.get(id);
    return short === undefined ? whole : `${before}${short}${after}`;
  };
  return (
    code
      .replace(/(\bid\s*:\s*[`"'])([A-Za-z0-9+/]{6})([`"'])/g, swap)
      .replace(/([{,]\s*\\?["'])([A-Za-z0-9+/]{6})(\\?["']\s*:)/g, swap)
      // A call with nothing but the id passes the id alone: `_("g")`, which Lingui takes as well.
      .replace(/\._\(\s*\{\s*id\s*:\s*([`"'][^`"'{}]{1,4}[`"'])\s*\}\s*\)/g, '._($1)')
  );
}

/**
 * Lingui's hashed ids are six random characters, written twice a message (at the call and in the
 * catalog), which gzip cannot shrink: about 10 bytes a message in the first paint. A build step
 * gives each message a short id instead (docs/decisions.md, "Room in / for the words").
 */
export function shortMessageIds(localesDir = join(process.cwd(), 'src', 'locales')): Plugin {
  let map = new Map<string, string>();
  return {
    name: 'tickday-short-message-ids',
    apply: 'build',
    buildStart() {
      map = shortIds(localesDir);
    },
    renderChunk(code) {
      const renamed = renameIds(code, map);
      return renamed === code ? null : { code: renamed, map: null };
    },
  };
}
