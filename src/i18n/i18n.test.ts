import { t } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import { currentLanguage, i18n, loadMoreWords, switchLanguage } from './i18n';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readPo } from '../../scripts/po.mjs';

const wordsOf = (language: string) => (english: string) =>
  readPo(readFileSync(join(__dirname, '..', 'locales', language, 'more.po'), 'utf8')).get(
    `\u0004${english}`,
  );

describe('switchLanguage', () => {
  it("loads the language's lazy words when a part wants them while the switch is loading", async () => {
    const switching = switchLanguage('de');
    const more = loadMoreWords();
    await Promise.all([switching, more]);
    expect(currentLanguage()).toBe('de');
    expect(document.documentElement.lang).toBe('de');
    // A word of the lazy catalog (the Settings dialog's), in German.
    expect(i18n.locale).toBe('de');
    const german = wordsOf('de')('Week starts on');
    expect(german).toBeTruthy();
    expect(t`Week starts on`).toBe(german);
  });

  it('lets a later switch win over one still loading, right to left for Arabic', async () => {
    const first = switchLanguage('fr');
    const second = switchLanguage('ar');
    await Promise.all([first, second]);
    expect(currentLanguage()).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    await switchLanguage('en');
    expect(document.documentElement.dir).toBe('ltr');
  });
});
