import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readPo } from '../../scripts/po.mjs';

const LOCALES = fileURLToPath(new URL('../../src/locales', import.meta.url));

/**
 * The words of a language as the app shows them, looked up by their English source in the
 * catalogs (docs/product.md §18): `say('Complete {name} for today', { name: 'Lesen' })`. Only for
 * messages without plurals; a missing or empty translation fails the test at once.
 */
export function wordsOf(language: string) {
  const catalog = new Map<string, string>();
  for (const part of ['core', 'more']) {
    const text = readFileSync(join(LOCALES, language, `${part}.po`), 'utf8');
    for (const [key, value] of readPo(text)) catalog.set(key.split('\u0004')[1] as string, value);
  }
  return (english: string, values: Record<string, string> = {}): string => {
    const text = catalog.get(english);
    if (!text) throw new Error(`No ${language} words for "${english}"`);
    return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
  };
}

/** The English sources of every message, for a check that none is left on a translated page. */
export function englishSources(): string[] {
  const out: string[] = [];
  for (const part of ['core', 'more']) {
    const text = readFileSync(join(LOCALES, 'en', `${part}.po`), 'utf8');
    for (const key of readPo(text).keys()) out.push(key.split('\u0004')[1] as string);
  }
  return out;
}
