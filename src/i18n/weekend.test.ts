import { describe, expect, it } from 'vitest';
import { weekendFor } from './weekend';

describe("the week's rest days (docs/product.md §18.5)", () => {
  it("follows the browser's week info where it has it (1 = Monday ... 7 = Sunday)", () => {
    const info = (weekend: number[]) => () => ({ firstDay: 1, weekend });
    expect(weekendFor('ar', info([5, 6]))).toEqual([5, 6]);
    expect(weekendFor('en-US', info([6, 7]))).toEqual([0, 6]);
    expect(weekendFor('hi-IN', info([7]))).toEqual([0]);
    // The browser's answer wins over the table: a region that changed its weekend.
    expect(weekendFor('ar-SA', info([6, 7]))).toEqual([0, 6]);
  });

  it('falls back to a table by region, the likely one for a bare language, where it has none', () => {
    const none = () => undefined;
    expect(weekendFor('ar', none)).toEqual([5, 6]); // Egypt
    expect(weekendFor('ar-SA', none)).toEqual([5, 6]);
    expect(weekendFor('ar-MA', none)).toEqual([0, 6]); // Morocco rests on Saturday and Sunday
    expect(weekendFor('fa', none)).toEqual([5]); // Iran
    expect(weekendFor('ps-AF', none)).toEqual([4, 5]);
    expect(weekendFor('en-IN', none)).toEqual([0]);
    for (const tag of ['en', 'en-US', 'es', 'de', 'fr', 'pt-BR', 'ru', 'ja', 'he-DE'])
      expect(weekendFor(tag, none)).toEqual([0, 6]);
    expect(weekendFor('he', none)).toEqual([5, 6]); // Israel
  });

  it('reads Saturday and Sunday for a tag it cannot read, or an empty answer', () => {
    expect(weekendFor('not a tag')).toEqual([0, 6]);
    expect(weekendFor('ar', () => ({ firstDay: 6, weekend: [] }))).toEqual([5, 6]);
  });

  it("in this runtime (Node's Intl, with or without week info) Arabic rests on Friday and Saturday", () => {
    expect(weekendFor('ar')).toEqual([5, 6]);
    expect(weekendFor('en-US')).toEqual([0, 6]);
  });
});
