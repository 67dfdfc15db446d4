import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localDayRule } from '../day-rule';
import { DAY_MS } from '../days';
import { mergeHabit } from '../merge-records';
import { NOW, TODAY, day, habitWith } from '../../testing/builders';
import { zoneOffset } from '../../testing/zones';
import { setFieldAt } from './field-edits';
import { entryOf } from './entries';
import { deleteHabit, type Goal, type Habit } from './model';
import { doneDays, hasSlip, isDone } from './reads';
import { setMeasure } from './record-edits';
import {
  TOKEN_BYTES,
  habitOfToken,
  linkAddsOf,
  makeToken,
  tickByLink,
  tickLinkOf,
  tickLinkUrl,
  tokenOfSearch,
  undoTickByLink,
  withLinkAdds,
  withNewLink,
} from './tick-link';

const TOKEN = 'AAAAAAAAAAAAAAAAAAAAAA';
const random = (bytes: Uint8Array<ArrayBuffer>) => crypto.getRandomValues(bytes);
const linked = (habit: Habit, token = TOKEN): Habit => withNewLink(habit, token, NOW - 1000);
const water = (target = 8, goal: Goal = 'atLeast') =>
  linked(
    setMeasure(
      habitWith({ id: 'w', name: 'Water' }),
      { unit: 'glasses', goal, target },
      NOW - 2000,
    ),
  );

describe('a tick link token (docs/product.md §19.4)', () => {
  it('is 128 random bits in 22 URL-safe characters, never the same twice', () => {
    const tokens = new Set(Array.from({ length: 200 }, () => makeToken(random)));
    expect(tokens.size).toBe(200);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(TOKEN_BYTES * 8).toBe(128);
    expect(makeToken((b) => b.fill(255))).toBe('_____________________w');
  });

  it("is not the habit's id, and is stored on the habit with its change time", () => {
    const habit = habitWith({ id: 'run' });
    const token = makeToken(random);
    const next = withNewLink(habit, token, NOW);
    expect(token).not.toContain(habit.id);
    expect(next.tickLink).toEqual({ token });
    expect(next.changedAt?.tickLink).toBe(NOW);
    expect(tickLinkOf(habit)).toBeNull();
  });

  it('a new link keeps the amount each open adds; the amount keeps the token', () => {
    let habit = water();
    habit = withLinkAdds(habit, 2.5, NOW);
    expect(habit.tickLink).toEqual({ token: TOKEN, adds: 2.5 });
    habit = withNewLink(habit, 'B'.repeat(22), NOW + 1);
    expect(habit.tickLink).toEqual({ token: 'B'.repeat(22), adds: 2.5 });
    expect(linkAddsOf(habit)).toBe(2.5);
    // 1 is the default: not stored.
    expect(withLinkAdds(habit, 1, NOW + 2).tickLink).toEqual({ token: 'B'.repeat(22) });
    for (const bad of [0, -1, NaN, 1.234, 2_000_000])
      expect(withLinkAdds(habit, bad, NOW)).toBe(habit);
    expect(withLinkAdds(habitWith(), 3, NOW).tickLink).toBeUndefined();
  });
});

describe('opening a tick link (docs/product.md §19.4)', () => {
  it('marks its habit done today, and a second open changes nothing (it never un-ticks)', () => {
    const habits = [habitWith({ id: 'a' }), linked(habitWith({ id: 'run', name: 'Run' }))];
    const first = tickByLink(habits, TOKEN, NOW);
    expect(first.outcome).toEqual({ kind: 'done', id: 'run', name: 'Run', day: TODAY });
    expect(isDone(first.habits[1] as Habit, TODAY)).toBe(true);
    expect(first.habits[0]).toBe(habits[0]);
    const second = tickByLink(first.habits, TOKEN, NOW + 60_000);
    expect(second.outcome.kind).toBe('already');
    expect(second.habits).toBe(first.habits);
  });

  it('leaves a habit done today by a tap as it is', () => {
    const habits = [linked(habitWith({ days: [0] }))];
    const { habits: after, outcome } = tickByLink(habits, TOKEN, NOW);
    expect(outcome.kind).toBe('already');
    expect(after).toBe(habits);
  });

  it("follows the device's day rule: 00:30 local in UTC+2 is that local day", () => {
    const rule = localDayRule(0, () => 2 * 3_600_000);
    const now = TODAY * DAY_MS + 22.5 * 3_600_000; // 22:30 UTC, 00:30 the next day at UTC+2
    const { habits, outcome } = tickByLink([linked(habitWith())], TOKEN, now, rule);
    expect(outcome).toMatchObject({ kind: 'done', day: TODAY + 1 });
    expect(isDone(habits[0] as Habit, TODAY + 1, rule)).toBe(true);
  });

  it('an amount habit adds what each open adds (1 unless set), every open', () => {
    let habits: readonly Habit[] = [water(3)];
    let result = tickByLink(habits, TOKEN, NOW);
    expect(result.outcome).toMatchObject({ kind: 'added', before: null, amount: 1, done: false });
    habits = [withLinkAdds(result.habits[0] as Habit, 0.5, NOW)];
    result = tickByLink(habits, TOKEN, NOW + 1);
    expect(result.outcome).toMatchObject({ kind: 'added', before: 1, amount: 1.5 });
    result = tickByLink(result.habits, TOKEN, NOW + 2);
    result = tickByLink(result.habits, TOKEN, NOW + 3);
    expect(result.outcome).toMatchObject({ kind: 'added', before: 2, amount: 2.5, done: false });
    result = tickByLink(result.habits, TOKEN, NOW + 4);
    expect(result.outcome).toMatchObject({ amount: 3, done: true });
    expect(entryOf(result.habits[0] as Habit, TODAY)).toMatchObject({ amount: 3, done: true });
  });

  it('refuses an archived, a deleted, an unknown and a replaced link, changing nothing', () => {
    const archived = setFieldAt(linked(habitWith({ name: 'Read' })), 'archived', true, NOW);
    expect(tickByLink([archived], TOKEN, NOW)).toEqual({
      habits: [archived],
      outcome: { kind: 'archived', name: 'Read' },
    });
    const deleted = [deleteHabit(linked(habitWith({ name: 'Read' })))];
    expect(tickByLink(deleted, TOKEN, NOW)).toEqual({
      habits: deleted,
      outcome: { kind: 'deleted', name: 'Read' },
    });
    const habits = [linked(habitWith())];
    for (const token of ['', 'nope', TOKEN.toLowerCase(), habits[0]?.id ?? 'x'])
      expect(tickByLink(habits, token, NOW)).toEqual({ habits, outcome: { kind: 'unknown' } });
    const replaced = [withNewLink(habits[0] as Habit, 'C'.repeat(22), NOW)];
    expect(tickByLink(replaced, TOKEN, NOW).outcome).toEqual({ kind: 'unknown' });
    expect(tickByLink(replaced, 'C'.repeat(22), NOW).outcome.kind).toBe('done');
  });

  it('a shown habit wins a token shared with a deleted copy', () => {
    const copy = deleteHabit(linked(habitWith({ id: 'old' })));
    const live = linked(habitWith({ id: 'new' }));
    expect(habitOfToken([copy, live], TOKEN)?.id).toBe('new');
  });

  it('Undo puts today back as it was: not done, or the amount before', () => {
    const habits = [linked(habitWith()), water()];
    const ticked = tickByLink(habits, TOKEN, NOW);
    const undone = undoTickByLink(ticked.habits, ticked.outcome, NOW + 1);
    expect(isDone(undone[0] as Habit, TODAY)).toBe(false);
    const start = [withNewLink(water(), 'D'.repeat(22), NOW)];
    const once = tickByLink(start, 'D'.repeat(22), NOW);
    const twice = tickByLink(once.habits, 'D'.repeat(22), NOW + 1);
    const back = undoTickByLink(twice.habits, twice.outcome, NOW + 2);
    expect(entryOf(back[0] as Habit, TODAY).amount).toBe(1);
    const refused = tickByLink(habits, 'x', NOW);
    expect(undoTickByLink(habits, refused.outcome, NOW)).toBe(habits);
  });

  it('a habit to break logs a slip today (§20), once; Undo clears it; its clean days stay', () => {
    const quit = linked({ ...habitWith({ id: 'q', name: 'Smoking' }), kind: 'break' });
    const days = doneDays(quit, undefined, TODAY);
    const opened = tickByLink([quit], TOKEN, NOW);
    expect(opened.outcome).toEqual({ kind: 'slip', id: 'q', name: 'Smoking', day: TODAY });
    const slipped = opened.habits[0] as Habit;
    expect(hasSlip(slipped, TODAY)).toBe(true);
    expect(slipped.completionsWithTimes).toEqual(quit.completionsWithTimes);
    expect(doneDays(slipped, undefined, TODAY)).toEqual(days);
    const again = tickByLink(opened.habits, TOKEN, NOW + 1);
    expect(again.outcome.kind).toBe('slipped');
    expect(again.habits).toBe(opened.habits);
    const undone = undoTickByLink(opened.habits, opened.outcome, NOW + 2);
    expect(hasSlip(undone[0] as Habit, TODAY)).toBe(false);
    expect(undoTickByLink(again.habits, again.outcome, NOW + 2)).toBe(again.habits);
  });

  it("logs a habit to break's slip on the local date: Auckland near the date line, Santiago's jump at midnight, merged on a UTC device", () => {
    const quit = linked({ ...habitWith({ id: 'q', name: 'Smoking' }), kind: 'break' });
    const zone = (name: string) => localDayRule(0, zoneOffset(name), name);
    // 23:30 in Auckland on 15 July 2025 is 11:30 UTC the same day; 00:30 on the 16th is the
    // 15th's 12:30 UTC, which UTC's rule still calls the 15th.
    const auckland = zone('Pacific/Auckland');
    const late = tickByLink([quit], TOKEN, Date.UTC(2025, 6, 15, 12, 30), auckland);
    expect(late.outcome).toMatchObject({ kind: 'slip', day: day('2025-07-16') });
    const slipped = late.habits[0] as Habit;
    expect(Object.keys(slipped.entries ?? {})).toEqual(['2025-07-16']);
    // Santiago's clocks jump from 00:00 to 01:00 on 7 September 2025 (04:00 UTC): 01:30 local.
    const santiago = zone('America/Santiago');
    const jumped = tickByLink([quit], TOKEN, Date.UTC(2025, 8, 7, 4, 30), santiago);
    expect(jumped.outcome).toMatchObject({ kind: 'slip', day: day('2025-09-07') });
    // The date the person saw stays that date on a device whose rule is UTC's, merged either way.
    for (const merged of [mergeHabit(quit, slipped), mergeHabit(slipped, quit)]) {
      expect(hasSlip(merged, day('2025-07-16'))).toBe(true);
      expect(hasSlip(merged, day('2025-07-15'))).toBe(false);
    }
  });

  it('property: a check habit opened any number of times is done once, and never undone', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.integer({ min: 1, max: 6 }), (doneBefore, opens) => {
        let habits: readonly Habit[] = [linked(habitWith({ days: doneBefore ? [0] : [] }))];
        const kinds: string[] = [];
        for (let i = 0; i < opens; i += 1) {
          const result = tickByLink(habits, TOKEN, NOW + i * 1000);
          habits = result.habits;
          kinds.push(result.outcome.kind);
          expect(isDone(habits[0] as Habit, TODAY)).toBe(true);
        }
        // The reference: the first open ticks a habit not done; every other open changes nothing.
        const expected = kinds.map((_, i) => (i === 0 && !doneBefore ? 'done' : 'already'));
        expect(kinds).toEqual(expected);
      }),
    );
  });

  it('property: an amount habit holds the sum of what its opens added', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.integer({ min: 1, max: 500 }).map((n) => n / 100),
          { maxLength: 8 },
        ),
        (adds) => {
          let habits: readonly Habit[] = [water(1000)];
          for (const [i, add] of adds.entries()) {
            habits = [withLinkAdds(habits[0] as Habit, add, NOW + i)];
            habits = tickByLink(habits, TOKEN, NOW + i).habits;
          }
          const sum = adds.reduce((total, add) => Math.round((total + add) * 100) / 100, 0);
          expect(entryOf(habits[0] as Habit, TODAY).amount).toBe(adds.length ? sum : null);
        },
      ),
    );
  });
});

describe('sync carries the tick link (docs/product.md §17, §19.4)', () => {
  it('a link made on one device reaches another through the merge, the later one winning', () => {
    const here = habitWith({ id: 'run' });
    const there = withNewLink(here, TOKEN, NOW);
    expect(mergeHabit(here, there).tickLink).toEqual({ token: TOKEN });
    expect(mergeHabit(there, here).tickLink).toEqual({ token: TOKEN });
    // A New link made later on the first device replaces it on both.
    const replaced = withNewLink(there, 'E'.repeat(22), NOW + 5000);
    expect(mergeHabit(there, replaced).tickLink).toEqual({ token: 'E'.repeat(22) });
    expect(mergeHabit(replaced, there).tickLink).toEqual({ token: 'E'.repeat(22) });
    // And the link opened on the other device ticks the habit there.
    const merged = [mergeHabit(here, replaced)];
    expect(tickByLink(merged, 'E'.repeat(22), NOW).outcome.kind).toBe('done');
    expect(tickByLink(merged, TOKEN, NOW).outcome.kind).toBe('unknown');
  });
});

describe("a tick link's URL (docs/product.md §19.4)", () => {
  it('is the home page with one query, read back to its token alone', () => {
    const url = tickLinkUrl('https://tickday.app', 'Ab_-9');
    expect(url).toBe('https://tickday.app/?tick=Ab_-9');
    expect(tokenOfSearch(new URL(url).search)).toBe('Ab_-9');
    expect(tokenOfSearch('?add')).toBeNull();
    expect(tokenOfSearch('?shared')).toBeNull();
    expect(tokenOfSearch('')).toBeNull();
  });
});
