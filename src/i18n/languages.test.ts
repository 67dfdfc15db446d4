import { describe, expect, it } from 'vitest';
import { directionOf, languageFor, weekStartFor } from './languages';

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
  });
});
