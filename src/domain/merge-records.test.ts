import fc from 'fast-check';
import { deleteAt, markDone, markSkipped, renameAt, rescheduleAt } from './habit/edits';
import {
  archiveAt,
  setColorAt,
  setDescriptionAt,
  setGroupAt,
  setReminderTimeAt,
} from './habit/field-edits';
import { addPauseAt, endPauseAt } from './habit/pause-edits';
import { entryOf } from './habit/entries';
import { isActive, type Habit, type HabitColor, appendHabit, stampHabit } from './habit/model';
import { doneDays } from './habit/reads';
import { logAmount, setMeasure, writeNote } from './habit/record-edits';
import { describe, expect, it } from 'vitest';
import { localDayRule, UTC_DAYS, type DayRule } from './day-rule';
import { meetsTarget, readMeasure } from './amount';
import { zoneOffset } from '../testing/zones';
import { mergeHabit, mergeLists } from './merge-records';
import { NOW, TODAY, habitWith } from '../testing/builders';
import { DAY_MS } from './days';

const base = () => habitWith({ id: 'a', name: 'Run', days: [-5, -4, -3] });

describe('merging two copies field by field (docs/product.md §16.4)', () => {
  it('an un-tick made later stays un-ticked (the 1.2 union would bring it back)', () => {
    const start = markDone(base(), TODAY - 1, true, NOW);
    const phone = markDone(start, TODAY - 1, false, NOW + 60_000);
    const laptop = start;
    for (const merged of [mergeHabit(phone, laptop), mergeHabit(laptop, phone)]) {
      expect(doneDays(merged)).toEqual([TODAY - 5, TODAY - 4, TODAY - 3]);
    }
  });

  it('changes to different fields on two devices are both kept', () => {
    const start = base();
    const phone = markDone(renameAt(start, 'Morning run', NOW + 1), TODAY, true, NOW + 2);
    const laptop = writeNote(
      markSkipped(start, TODAY - 2, true, NOW + 3),
      TODAY - 3,
      'hills',
      NOW + 4,
    );
    const merged = mergeHabit(phone, laptop);
    expect(merged.name).toBe('Morning run');
    expect(doneDays(merged)).toEqual([TODAY - 5, TODAY - 4, TODAY - 3, TODAY]);
    expect(merged.skips).toEqual(['2025-07-13']);
    expect(entryOf(merged, TODAY - 3).note).toBe('hills');
  });

  it('the later change of one field wins: name, note, amount', () => {
    const start = setMeasure(base(), { unit: 'km', goal: 'atLeast', target: 5 }, NOW);
    const phone = logAmount(
      writeNote(renameAt(start, 'Jog', NOW + 1), TODAY, 'early', NOW + 1),
      TODAY,
      6,
      NOW + 5,
    );
    const laptop = logAmount(
      writeNote(renameAt(start, 'Trot', NOW + 2), TODAY, 'late', NOW + 9),
      TODAY,
      3,
      NOW + 2,
    );
    const merged = mergeHabit(phone, laptop);
    expect(merged.name).toBe('Trot');
    expect(entryOf(merged, TODAY)).toMatchObject({ note: 'late', amount: 6, done: true });
  });

  it('a delete wins over older edits and loses to a later Undo', () => {
    const start = base();
    const renamed = renameAt(start, 'Jog', NOW + 1);
    const deleted = deleteAt(start, NOW + 2);
    const merged = mergeHabit(renamed, deleted);
    expect(isActive(merged)).toBe(false);
    expect(merged.name).toBe('Jog');
    // A later un-delete on another device (the sync issue's Undo) wins over the delete.
    const undone = stampHabit(start, 'deleted', NOW + 5);
    expect(isActive(mergeHabit(deleted, undone))).toBe(true);
  });

  it('data without change times merges as 1.2 did: days and skips united', () => {
    const a = habitWith({ id: 'x', days: [-3, -1] });
    const b = { ...habitWith({ id: 'x', days: [-2] }), skips: ['2025-07-10'] };
    const merged = mergeHabit(a, b);
    expect(doneDays(merged)).toEqual([TODAY - 3, TODAY - 2, TODAY - 1]);
    expect(merged.skips).toEqual(['2025-07-10']);
  });

  it('the order of the copy reordered last wins; habits only in the other copy follow', () => {
    const [x, y, z] = ['x', 'y', 'z'].map((id) => habitWith({ id }));
    const phone = [stampHabit(y as Habit, 'order', NOW + 5), x as Habit];
    const laptop = [x as Habit, y as Habit, z as Habit];
    expect(mergeLists(phone, laptop).map((h) => h.id)).toEqual(['y', 'x', 'z']);
    expect(mergeLists(laptop, phone).map((h) => h.id)).toEqual(['y', 'x', 'z']);
  });

  it('a habit only one copy holds goes after the last habit whose id sorts before its own, in any grouping', () => {
    const [r, w, x3, x4, x5] = ['1', '2', '3', '4', '5'].map((id) => habitWith({ id })) as Habit[];
    const reordered = [stampHabit(w!, 'order', NOW), r!];
    const a = [...reordered, x3!];
    const b = [...reordered, x5!];
    const c = [...reordered, x4!];
    const ids = (list: readonly Habit[]) => list.map((h) => h.id);
    // Before, the habits arrived in the order of the copy they came in: 3, 5, 4 one way, 3, 4, 5
    // the other.
    expect(ids(mergeLists(mergeLists(a, b), c))).toEqual(['2', '1', '3', '4', '5']);
    expect(ids(mergeLists(a, mergeLists(b, c)))).toEqual(['2', '1', '3', '4', '5']);
    // Placed by id among the winning order: after 1 (the last whose id sorts before), not at the end.
    expect(ids(mergeLists([w!, stampHabit(x5!, 'order', NOW), r!], [r!, x3!]))).toEqual([
      '2',
      '5',
      '1',
      '3',
    ]);
  });

  it('a habit added where a merge would not put it (its id sorts first) keeps its place by a reorder time', () => {
    const [one, two] = ['1', '2'].map((id) => habitWith({ id })) as Habit[];
    expect(appendHabit([one!], two!, 'x')).toEqual([one, two]);
    const [late] = appendHabit([two!], one!, '7-0-a').slice(1);
    expect(late?.changedAt).toEqual({ order: '7-0-a' });
    expect(mergeLists([two!, late!], [two!]).map((h) => h.id)).toEqual(['2', '1']);
  });
});

// Random edits on two copies of one starting list, each device with its own clock.
type Edit =
  | { kind: 'tick'; back: number; done: boolean }
  | { kind: 'skip'; back: number; on: boolean }
  | { kind: 'amount'; back: number; value: number | null }
  | { kind: 'note'; back: number; text: string }
  | { kind: 'rename'; name: string }
  | { kind: 'schedule'; times: number }
  | { kind: 'delete' }
  | { kind: 'measure'; target: number | null }
  | { kind: 'group'; name: string }
  | { kind: 'archive'; on: boolean }
  | { kind: 'color'; color: HabitColor | null }
  | { kind: 'description'; text: string }
  | { kind: 'pause'; from: number; length: number }
  | { kind: 'endPause' }
  | { kind: 'remindAt'; time: string };

const edit: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({
    kind: fc.constant('tick' as const),
    back: fc.integer({ min: 0, max: 8 }),
    done: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('skip' as const),
    back: fc.integer({ min: -2, max: 8 }),
    on: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('amount' as const),
    back: fc.integer({ min: 0, max: 8 }),
    value: fc.option(fc.integer({ min: 0, max: 9 }), { nil: null }),
  }),
  fc.record({
    kind: fc.constant('note' as const),
    back: fc.integer({ min: -2, max: 8 }),
    text: fc.constantFrom('', 'a', 'b', ' knee '),
  }),
  fc.record({ kind: fc.constant('rename' as const), name: fc.constantFrom('Run', 'Jog', 'Swim') }),
  fc.record({ kind: fc.constant('schedule' as const), times: fc.integer({ min: 1, max: 7 }) }),
  fc.record({ kind: fc.constant('delete' as const) }),
  fc.record({
    kind: fc.constant('measure' as const),
    target: fc.option(fc.integer({ min: 0, max: 9 }), { nil: null }),
  }),
  fc.record({ kind: fc.constant('group' as const), name: fc.constantFrom('', 'Gym', 'Home') }),
  fc.record({ kind: fc.constant('archive' as const), on: fc.boolean() }),
  fc.record({
    kind: fc.constant('color' as const),
    color: fc.constantFrom<HabitColor | null>(null, 'red', 'teal'),
  }),
  fc.record({
    kind: fc.constant('description' as const),
    text: fc.constantFrom('', 'Before work', 'After lunch'),
  }),
  fc.record({
    kind: fc.constant('pause' as const),
    from: fc.integer({ min: -3, max: 10 }),
    length: fc.integer({ min: 0, max: 6 }),
  }),
  fc.record({ kind: fc.constant('endPause' as const) }),
  fc.record({
    kind: fc.constant('remindAt' as const),
    time: fc.constantFrom('', '07:30', '19:00'),
  }),
);

function apply(habit: Habit, e: Edit, now: number, rule: DayRule): Habit {
  switch (e.kind) {
    case 'tick':
      return readMeasure(habit.measure)
        ? habit
        : markDone(habit, TODAY - e.back, e.done, now, rule);
    case 'skip':
      return markSkipped(habit, TODAY - e.back, e.on, now, rule);
    case 'amount':
      return logAmount(habit, TODAY - e.back, e.value, now, rule);
    case 'note':
      return writeNote(habit, TODAY - e.back, e.text, now);
    case 'rename':
      return renameAt(habit, e.name, now);
    case 'schedule':
      return rescheduleAt(
        habit,
        e.times === 7 ? { type: 'daily' } : { type: 'weekly', times: e.times },
        now,
        rule,
      );
    case 'delete':
      return isActive(habit) ? deleteAt(habit, now) : undelete(habit, now);
    case 'measure':
      return setMeasure(
        habit,
        e.target === null ? null : { unit: 'u', goal: 'atLeast', target: e.target },
        now,
      );
    case 'group':
      return setGroupAt(habit, e.name, now);
    case 'archive':
      return archiveAt(habit, e.on, now);
    case 'color':
      return setColorAt(habit, e.color, now);
    case 'description':
      return setDescriptionAt(habit, e.text, now);
    case 'pause':
      return addPauseAt(habit, TODAY + e.from, TODAY + e.from + e.length, now);
    case 'endPause': {
      const last = habit.pauses?.at(-1);
      return last ? endPauseAt(habit, last, TODAY, now) : habit;
    }
    case 'remindAt':
      return setReminderTimeAt(habit, e.time, now);
  }
}

/** A later un-delete (the sync issue's Undo on another device). */
function undelete(habit: Habit, now: number): Habit {
  const { isDeleted: _deleted, ...rest } = habit;
  return stampHabit(rest, 'deleted', now);
}

/** Edits at increasing times from `start`, `step` apart (two devices: interleaved clocks). */
const device = (habit: Habit, edits: Edit[], start: number, step: number, rule: DayRule) =>
  edits.reduce((h, e, i) => apply(h, e, start + i * step, rule), habit);

// Days in UTC, in Auckland (UTC+12 in July: a date mark is 00:00 the next day there) and in New
// York with days starting at 03:00.
const RULES: DayRule[] = [
  UTC_DAYS,
  localDayRule(0, zoneOffset('Pacific/Auckland'), 'Pacific/Auckland'),
  localDayRule(3, zoneOffset('America/New_York'), 'America/New_York'),
];

const copies = fc
  .tuple(
    fc.array(edit, { maxLength: 6 }),
    fc.array(edit, { maxLength: 12 }),
    fc.array(edit, { maxLength: 12 }),
    fc.boolean(),
    fc.constantFrom(...RULES),
  )
  .map(([shared, onA, onB, sameClock, rule]) => {
    const start = device(base(), shared, NOW - 100_000, 1000, rule);
    // Interleaved clocks, or the same times on both (ties must still give one answer).
    return [
      device(start, onA, NOW, sameClock ? 1000 : 2000, rule),
      device(start, onB, NOW + (sameClock ? 0 : 1000), 2000, rule),
      rule,
    ] as const;
  });

describe('merge properties (docs/product.md §16.4)', () => {
  it('merging in either order gives the same result', () => {
    fc.assert(
      fc.property(copies, ([a, b, rule]) => {
        expect(mergeHabit(a, b, rule)).toEqual(mergeHabit(b, a, rule));
        expect(mergeLists([a], [b], rule)).toEqual(mergeLists([b], [a], rule));
      }),
      { numRuns: 400 },
    );
  });

  it('merging a copy with itself changes nothing', () => {
    fc.assert(
      fc.property(copies, ([a, , rule]) => {
        expect(mergeHabit(a, structuredClone(a), rule)).toEqual(a);
      }),
      { numRuns: 400 },
    );
  });

  it('merging the result again with either copy changes nothing', () => {
    fc.assert(
      fc.property(copies, ([a, b, rule]) => {
        const once = mergeHabit(a, b, rule);
        expect(mergeHabit(once, a, rule)).toEqual(once);
        expect(mergeHabit(b, once, rule)).toEqual(once);
      }),
      { numRuns: 300 },
    );
  });

  it('no note is lost unless a later note of the same day replaced it', () => {
    fc.assert(
      fc.property(copies, ([a, b, rule]) => {
        const merged = mergeHabit(a, b, rule);
        for (let back = -2; back <= 8; back += 1) {
          const day = TODAY - back;
          const ta = a.entries?.[isoOf(day)]?.at?.note ?? 0;
          const tb = b.entries?.[isoOf(day)]?.at?.note ?? 0;
          if (ta === tb) continue;
          const later = ta > tb ? a : b;
          expect(entryOf(merged, day, rule).note).toBe(entryOf(later, day, rule).note);
        }
      }),
      { numRuns: 300 },
    );
  });
});

function isoOf(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

describe('merge keeps what a day says whole', () => {
  it('an amount habit: a met amount is done, an unmet one is not, after any merge', () => {
    // Every logged day, the habit's measure or not (a copy switched to done or not keeps its
    // amounts, and may tick such a day on its own: that copy is then not whole to begin with).
    const consistent = (h: Habit, rule: DayRule) => {
      const measure = readMeasure(h.measure) ?? { goal: 'atLeast' as const };
      for (let back = 0; back <= 8; back += 1) {
        const entry = entryOf(h, TODAY - back, rule);
        if (entry.amount === null || entry.target === null) continue;
        if (entry.done !== meetsTarget(entry.amount, entry.target, measure.goal)) return false;
      }
      return true;
    };
    fc.assert(
      fc.property(copies, ([a, b, rule]) => {
        fc.pre(consistent(a, rule) && consistent(b, rule));
        expect(consistent(mergeHabit(a, b, rule), rule)).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it('a past tick in Auckland survives a merge (a date mark is its own date, §4.7)', () => {
    const nz = RULES[1] as DayRule;
    const ticked = markDone(base(), TODAY - 3, true, NOW, nz);
    expect(mergeHabit(ticked, structuredClone(ticked), nz)).toEqual(ticked);
    expect(doneDays(mergeHabit(ticked, base(), nz), nz)).toContain(TODAY - 3);
  });

  it('keeps fields it does not know in change times and in day records', () => {
    const odd = {
      ...base(),
      changedAt: { name: 5, color: 7 },
      entries: { '2025-07-13': { note: 'x', mood: 3, at: { note: 4, photo: 9 } } },
    } as Habit;
    expect(mergeHabit(odd, structuredClone(odd))).toEqual(odd);
    const other = { ...odd, changedAt: { color: 9 } } as Habit;
    expect(mergeHabit(odd, other).changedAt).toEqual({ name: 5, color: 9 });
  });
});

describe('merge details', () => {
  it('keeps unknown fields from either copy and the earlier creation time', () => {
    const a = {
      ...habitWith({ id: 'u' }),
      createdAt: '2025-03-01T00:00:00.000Z',
      emoji: '🏃',
      color: 'red',
    };
    const b = {
      ...habitWith({ id: 'u' }),
      createdAt: '2025-02-01T00:00:00.000Z',
      color: 'blue',
      tag: 'x',
    };
    const merged = mergeHabit(a, b);
    expect(merged).toMatchObject({
      createdAt: '2025-02-01T00:00:00.000Z',
      emoji: '🏃',
      color: 'red',
      tag: 'x',
    });
    expect(mergeHabit(b, a)).toEqual(merged);
    const odd = mergeHabit({ ...a, createdAt: 'yesterday' }, b);
    expect(odd.createdAt).toBe('2025-02-01T00:00:00.000Z');
  });

  it('a list with one id twice keeps the first; a habit merged with itself is itself', () => {
    const x = habitWith({ id: 'x' });
    expect(mergeLists([x, x], [])).toEqual([x]);
    expect(mergeHabit(x, x)).toBe(x);
  });
});

describe('done and amount are one fact', () => {
  it('at equal times, a tick of one copy and an unmet amount of the other do not mix', () => {
    const start = setMeasure(base(), { unit: 'u', goal: 'atLeast', target: 1 }, NOW);
    const logged = logAmount(start, TODAY - 8, 0, NOW + 4);
    const ticked = markDone(setMeasure(start, null, NOW + 1), TODAY - 8, true, NOW + 4);
    for (const merged of [mergeHabit(logged, ticked), mergeHabit(ticked, logged)]) {
      const entry = entryOf(merged, TODAY - 8);
      expect(entry.amount === null || entry.done === meetsTarget(entry.amount, 1, 'atLeast')).toBe(
        true,
      );
    }
    expect(mergeHabit(logged, ticked)).toEqual(mergeHabit(ticked, logged));
  });

  it('a later amount change on one device and a clear on another: the later decides both', () => {
    const start = logAmount(
      setMeasure(base(), { unit: 'km', goal: 'atLeast', target: 8 }, NOW),
      TODAY - 2,
      10,
      NOW,
    );
    const cleared = logAmount(start, TODAY - 2, null, NOW + 1);
    const raised = logAmount(start, TODAY - 2, 12, NOW + 2);
    for (const merged of [mergeHabit(cleared, raised), mergeHabit(raised, cleared)]) {
      expect(entryOf(merged, TODAY - 2)).toMatchObject({ amount: 12, done: true });
    }
  });
});

describe('groups, archive, colour and description merge field by field (§3.6, §16.4)', () => {
  it('edits of different fields on two devices are both kept; the later one of a field wins', () => {
    const start = base();
    const phone = setColorAt(setGroupAt(start, 'Gym', NOW + 1), 'red', NOW + 3);
    const laptop = setColorAt(archiveAt(start, true, NOW + 2), 'teal', NOW + 4);
    for (const merged of [mergeHabit(phone, laptop), mergeHabit(laptop, phone)]) {
      expect(merged).toMatchObject({ group: 'Gym', archived: true, color: 'teal' });
    }
    // A later ungroup (the key removed, its time kept) wins over an older group.
    const ungrouped = setGroupAt(phone, '', NOW + 9);
    expect('group' in mergeHabit(phone, ungrouped)).toBe(false);
    expect('group' in mergeHabit(ungrouped, laptop)).toBe(false);
  });
  it("a habit's own reminder time merges on its own (§14.5): set, moved and cleared", () => {
    const start = base();
    const phone = setReminderTimeAt(start, '07:30', NOW + 1);
    const laptop = setColorAt(start, 'teal', NOW + 2);
    for (const merged of [mergeHabit(phone, laptop), mergeHabit(laptop, phone)]) {
      expect(merged).toMatchObject({ remindAt: '07:30', color: 'teal' });
      expect(merged.changedAt).toMatchObject({ remindAt: NOW + 1, color: NOW + 2 });
    }
    const moved = setReminderTimeAt(phone, '19:00', NOW + 5);
    const cleared = setReminderTimeAt(phone, '', NOW + 6);
    for (const merged of [mergeHabit(moved, cleared), mergeHabit(cleared, moved)]) {
      expect('remindAt' in merged).toBe(false);
      expect(merged.changedAt?.remindAt).toBe(NOW + 6);
    }
    expect(mergeHabit(moved, phone).remindAt).toBe('19:00');
  });
  it('on equal times archived wins, as a deletion does; otherwise the greater value', () => {
    const a = { ...base(), archived: true, group: 'A', description: 'x' };
    const b = { ...base(), group: 'B', color: 'red' };
    for (const merged of [mergeHabit(a, b), mergeHabit(b, a)]) {
      expect(merged).toMatchObject({ archived: true, group: 'B', color: 'red', description: 'x' });
    }
  });
  it('pauses merge as one field: the later list wins whole, its removal too (§10.9)', () => {
    const start = base();
    const phone = addPauseAt(start, TODAY + 1, TODAY + 7, NOW + 2);
    const laptop = addPauseAt(start, TODAY + 3, TODAY + 4, NOW + 1);
    // The later one wins though its list sorts first as JSON.
    for (const merged of [mergeHabit(phone, laptop), mergeHabit(laptop, phone)]) {
      expect(merged.pauses).toEqual([{ from: '2025-07-16', to: '2025-07-22' }]);
      expect(merged.changedAt?.pauses).toBe(NOW + 2);
    }
    // Ended later on the phone (it had not begun: removed, its time kept): the end wins.
    const ended = endPauseAt(phone, phone.pauses![0]!, TODAY, NOW + 5);
    expect('pauses' in ended).toBe(false);
    for (const merged of [mergeHabit(ended, laptop), mergeHabit(laptop, ended)]) {
      expect('pauses' in merged).toBe(false);
      expect(merged.changedAt?.pauses).toBe(NOW + 5);
    }
  });
  it('a value this version does not read is kept as it is', () => {
    const a = { ...base(), color: 'chartreuse' };
    expect(mergeHabit(a, structuredClone(a)).color).toBe('chartreuse');
    expect(mergeHabit(a, base()).color).toBe('chartreuse');
  });
  it('three devices converge in any order, and merging with itself changes nothing', () => {
    const fieldEdit = edit.filter((e) =>
      [
        'group',
        'archive',
        'color',
        'description',
        'pause',
        'endPause',
        'remindAt',
        'rename',
        'delete',
      ].includes(e.kind),
    );
    fc.assert(
      fc.property(
        fc.array(fc.array(fieldEdit, { maxLength: 6 }), { minLength: 3, maxLength: 3 }),
        fc.constantFrom(0, 1000),
        (edits, step) => {
          // step 0: every edit at one time (ties, as imports and old data have).
          const copies = edits.map((list, i) =>
            device(base(), list, NOW + (step ? i : 0), step * 3, UTC_DAYS),
          );
          const [a, b, c] = copies as [Habit, Habit, Habit];
          const orders = [
            mergeHabit(mergeHabit(a, b), c),
            mergeHabit(mergeHabit(b, c), a),
            mergeHabit(c, mergeHabit(a, b)),
            mergeHabit(mergeHabit(c, a), b),
          ];
          for (const merged of orders) expect(merged).toEqual(orders[0]);
          for (const copy of copies) expect(mergeHabit(copy, structuredClone(copy))).toEqual(copy);
          const lists = [
            mergeLists(mergeLists([a], [b]), [c]),
            mergeLists([c], mergeLists([b], [a])),
          ];
          expect(lists[0]).toEqual(lists[1]);
        },
      ),
      { numRuns: 300 },
    );
  });
});
