import { describe, expect, it } from 'vitest';
import { directionOf, LANGUAGES, languageFor, weekStartFor } from './languages';

describe('languages (docs/product.md §18)', () => {
  it("speaks the first of the browser's languages it knows, by tag then by language", () => {
    expect(languageFor(['de-AT', 'en'])).toBe('de');
    expect(languageFor(['nl', 'fr-CA', 'en'])).toBe('fr');
    expect(languageFor(['pt-PT'])).toBe('pt-BR');
    expect(languageFor(['pt-br'])).toBe('pt-BR');
    expect(languageFor(['ar-EG'])).toBe('ar');
    expect(languageFor(['zh-CN', 'ko'])).toBe('en');
    expect(languageFor([])).toBe('en');
  });

  it('reads Arabic right to left, the rest left to right', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('de')).toBe('ltr');
    expect(directionOf('ja')).toBe('ltr');
  });

  it("starts the week on the region's first day: Sunday in the US, Monday in Germany", () => {
    expect(weekStartFor('en-US')).toBe(0);
    expect(weekStartFor('en')).toBe(0);
    expect(weekStartFor('en-GB')).toBe(1);
    expect(weekStartFor('de')).toBe(1);
    expect(weekStartFor('pt-BR')).toBe(0);
    expect(weekStartFor('ja')).toBe(0);
    expect(weekStartFor('ru')).toBe(1);
    expect(weekStartFor('ar-EG')).toBe(6);
    expect(weekStartFor('not a tag')).toBe(1);
    expect(weekStartFor('zh-Hant-TW')).toBe(0);
  });

  it("holds every region's first day as Intl's week data gives it, without asking Intl", () => {
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    const wrong: string[] = [];
    for (const a of letters)
      for (const b of letters) {
        const tag = `und-${a}${b}`;
        const locale = new Intl.Locale(tag) as Intl.Locale & { weekInfo?: { firstDay: number } };
        // A retired code (BU, now MM) is not a tag a browser gives.
        if (locale.region !== `${a}${b}`) continue;
        const first = locale.weekInfo?.firstDay;
        const expected = first === 7 ? 0 : first === 6 ? 6 : 1;
        if (weekStartFor(tag) !== expected) wrong.push(`${a}${b}: ${first}`);
      }
    expect(wrong).toEqual([]);
  });

  it("reads a language without a region by its likely region, as Intl's maximize does", () => {
    for (const language of LANGUAGES) {
      const base = language.split('-')[0] as string;
      const region = new Intl.Locale(base).maximize().region as string;
      expect(weekStartFor(base), language).toBe(weekStartFor(`${base}-${region}`));
    }
  });
});
