import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readMeasure } from './amount';
import { dayRuleFor, localDayRule, UTC_DAYS, type DayRule } from './day-rule';
import { DAY_MS, isDateMark, isoDate } from './days';
import { deleteAt, markDone, markSkipped, renameAt, rescheduleAt } from './habit/edits';
import { entryOf } from './habit/entries';
import {
  createHabit,
  isActive,
  reorderActive,
  type Habit,
  appendHabit,
  stampHabit,
} from './habit/model';
import { isDone } from './habit/reads';
import { logAmount, writeNote } from './habit/record-edits';
import { completionTimes, storedDay } from './habit/stored';
import { compareStamps, isStamp, nextStamp, type Stamp } from './hlc';
import { mergeLists } from './merge-records';
import { zoneOffset } from '../testing/zones';
import { NOW, TODAY, habitWith } from '../testing/builders';

/**
 * Sync's merge (docs/product.md §16.4, issue 25): three devices, each with its own device id,
 * its own wall clock (minutes off) and a hybrid logical clock (hlc.ts), edit one shared list and
 * sync in any order. The merge must be a join: commutative, associative, idempotent; every device
 * must end with the same list; and what survives must be, field by field, the edit with the latest
 * change time (checked against a reference model that knows nothing of merge-records.ts).
 */

// A local run with many more: MERGE_RUNS=20000 npx vitest run src/domain/merge-sync.test.ts
const RUNS = Number(process.env.MERGE_RUNS ?? 300);
/** Each property's time limit, in ms: room for the local run with many more. */
const LIMIT = Math.max(10_000, RUNS * 40);

const HOUR = 3_600_000;
const MINUTE = 60_000;

// Days in UTC, in Auckland (a date mark is 00:00 the next day there) and in New York from 03:00.
const RULES: DayRule[] = [
  UTC_DAYS,
  localDayRule(0, zoneOffset('Pacific/Auckland'), 'Pacific/Auckland'),
  localDayRule(3, zoneOffset('America/New_York'), 'America/New_York'),
];
// Each device its own (issue 40): UTC, New York and Auckland, days from 00:00 and from 04:00.
const DEVICE_RULES: DayRule[] = [0, 4].flatMap((hour) => [
  dayRuleFor('utc', hour, 'UTC'),
  localDayRule(hour, zoneOffset('America/New_York'), 'America/New_York'),
  localDayRule(hour, zoneOffset('Pacific/Auckland'), 'Pacific/Auckland'),
]);

/** The latest change time in a list: what a device's clock is raised to after a merge. */
function clockOf(list: readonly Habit[]): Stamp | undefined {
  let max: Stamp | undefined;
  const see = (value: unknown) => {
    if (isStamp(value) && compareStamps(value, max) > 0) max = value;
  };
  for (const habit of list) {
    for (const value of Object.values(habit.changedAt ?? {})) see(value);
    for (const record of Object.values(habit.entries ?? {}))
      for (const value of Object.values(record.at ?? {})) see(value);
    // A tick of 1.3 is its own change time (§16.4): the moment, when it is not a date mark.
    for (const ms of completionTimes(habit)) if (!isDateMark(ms)) see(ms);
  }
  return max;
}

/** The shared list every device starts from: data of 1.2 and 1.3 (plain times or none). */
function startList(third: boolean, rule: DayRule): Habit[] {
  // Ticks of 1.2 (date marks, no times) and a tick of today made two days ago (a moment).
  const run = habitWith({ id: 'run', name: 'Run', days: [-5, -3], times: [NOW - 2 * DAY_MS] });
  const water = logAmount(
    {
      ...habitWith({ id: 'water', name: 'Water' }),
      measure: { unit: 'l', goal: 'atLeast', target: 2 },
    },
    rule.dayOf(NOW) - 4,
    3,
    NOW - 3 * DAY_MS,
    rule,
  );
  const sugar: Habit = {
    ...habitWith({ id: 'sugar', name: 'Sugar' }),
    schedule: { type: 'weekly', times: 3 },
    measure: { unit: 'g', goal: 'atMost', target: 30 },
  };
  return third ? [run, water, sugar] : [run, water];
}

type Edit =
  | { kind: 'tick'; back: number; done: boolean }
  | { kind: 'skip'; back: number; on: boolean }
  | { kind: 'amount'; back: number; value: number | null }
  | { kind: 'note'; back: number; text: string }
  | { kind: 'rename'; name: string }
  | { kind: 'schedule'; times: number }
  | { kind: 'delete' }
  | { kind: 'undo' }
  | { kind: 'reorder'; to: number }
  | { kind: 'add'; name: string; amount: boolean };

type Step =
  | { kind: 'edit'; device: number; habit: number; edit: Edit; advance: number }
  | { kind: 'sync'; from: number; to: number; advance: number };

const back = (min: number) => fc.integer({ min, max: 8 });
const editArb: fc.Arbitrary<Edit> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant('tick'), back: back(0), done: fc.boolean() }),
  },
  fc.record({ kind: fc.constant('skip'), back: back(-2), on: fc.boolean() }),
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('amount'),
      back: back(0),
      value: fc.option(fc.integer({ min: 0, max: 40 }), { nil: null }),
    }),
  },
  fc.record({
    kind: fc.constant('note'),
    back: back(-2),
    text: fc.constantFrom('', 'a', 'b', ' knee '),
  }),
  fc.record({ kind: fc.constant('rename'), name: fc.constantFrom('Run', 'Jog', 'Swim') }),
  fc.record({ kind: fc.constant('schedule'), times: fc.integer({ min: 1, max: 7 }) }),
  fc.record({ kind: fc.constant('delete') }),
  fc.record({ kind: fc.constant('undo') }),
  fc.record({ kind: fc.constant('reorder'), to: fc.nat(4) }),
  fc.record({
    kind: fc.constant('add'),
    name: fc.constantFrom('Read', 'Walk'),
    amount: fc.boolean(),
  }),
);

const advanceArb = fc.integer({ min: 0, max: 3 * HOUR });
const deviceArb = fc.integer({ min: 0, max: 2 });
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('edit'),
      device: deviceArb,
      habit: fc.nat(5),
      edit: editArb,
      advance: advanceArb,
    }),
  },
  fc.record({ kind: fc.constant('sync'), from: deviceArb, to: deviceArb, advance: advanceArb }),
);

const scenarioArb = fc.record({
  ids: fc.oneof(
    fc.constant<string[]>(['a', 'b', 'c']),
    fc.uniqueArray(fc.stringMatching(/^[0-9a-z]{4}$/), { minLength: 3, maxLength: 3 }),
  ),
  skews: fc.array(fc.integer({ min: -5 * MINUTE, max: 5 * MINUTE }), {
    minLength: 3,
    maxLength: 3,
  }),
  third: fc.boolean(),
  // One day rule for all three devices, or each its own.
  rules: fc.oneof(
    fc.constantFrom(...RULES).map((rule) => [rule, rule, rule]),
    fc.array(fc.constantFrom(...DEVICE_RULES), { minLength: 3, maxLength: 3 }),
  ),
  steps: fc.array(stepArb, { minLength: 1, maxLength: 40, size: 'max' }),
});

type Scenario = typeof scenarioArb extends fc.Arbitrary<infer T> ? T : never;

interface Device {
  id: string;
  skew: number;
  /** How this device counts days (§4): its edits' days, and what it reads and merges by. */
  rule: DayRule;
  last: Stamp | undefined;
  list: Habit[];
  /** The copy before this device's delete, for its Undo (habit-commands' restoreHabit). */
  undo: Map<string, Habit>;
}

/** One change as the reference model sees it: which fact, its new value, its change time. */
interface Event {
  key: string;
  field: string;
  value: unknown;
  stamp: Stamp;
}

/** What a day's done-and-amount fact says (§16.2: one fact for an amount habit). */
const factOf = (h: Habit, day: number, rule: DayRule) => {
  const { done, amount, target } = entryOf(h, day, rule);
  return { done, amount, target };
};

/** A day's values as the reference compares them. */
function readField(h: Habit, field: string, day: number, rule: DayRule): unknown {
  const entry = entryOf(h, day, rule);
  if (field === 'fact') return factOf(h, day, rule);
  if (field === 'skip') return entry.skipped;
  return entry.note;
}

/** Runs a scenario: the devices at the end of the script, and every edit as an event. */
function simulate({ ids, skews, third, rules, steps }: Scenario) {
  const start = startList(third, rules[0] as DayRule);
  const devices: Device[] = ids.map((id, i) => ({
    id,
    skew: skews[i] as number,
    rule: rules[i] as DayRule,
    last: undefined,
    list: structuredClone(start),
    undo: new Map(),
  }));
  const events: Event[] = [];
  let time = NOW;
  const allIds = () => new Set(devices.flatMap((d) => d.list.map((h) => h.id)));

  for (const step of steps) {
    time += step.advance;
    if (step.kind === 'sync') {
      const from = devices[step.from] as Device;
      const to = devices[step.to] as Device;
      sync(to, from.list);
      continue;
    }
    const device = devices[step.device] as Device;
    const wall = time + device.skew;
    const event = applyEdit(device, step.habit, step.edit, wall, allIds());
    if (event) events.push(event);
  }
  return { devices, events };
}

/** Edit `e` on `device` at wall time `wall` (habit number `pick` of its active ones): the event. */
function applyEdit(
  device: Device,
  pick: number,
  e: Edit,
  wall: number,
  taken: ReadonlySet<string>,
): Event | null {
  const { rule } = device;
  const stamp = nextStamp(device.last, wall, device.id);
  device.last = stamp;
  const today = rule.dayOf(wall);
  if (e.kind === 'add') {
    const made = createHabit(
      e.name,
      wall,
      device.list.map((h) => h.id),
    );
    // Ids are creation times: two devices creating one in the same ms is left out here.
    if (!made || taken.has(made.id)) return null;
    const habit = e.amount
      ? { ...made, measure: { unit: 'x', goal: 'atLeast' as const, target: 5 } }
      : made;
    device.list = appendHabit(device.list, habit, stamp);
    return null;
  }
  if (e.kind === 'undo') {
    const gone = [...device.undo.entries()];
    const [id, previous] = gone[pick % Math.max(1, gone.length)] ?? [];
    if (id === undefined || previous === undefined) return null;
    device.undo.delete(id);
    const current = device.list.find((h) => h.id === id);
    // restoreHabit: the copy before the delete, with the Undo's time as its deletion's.
    if (!current || isActive(current)) return null;
    const restored = stampHabit(previous, 'deleted', stamp);
    device.list = device.list.map((h) => (h.id === id ? restored : h));
    return { key: id, field: 'deleted', value: false, stamp };
  }
  const active = device.list.filter(isActive);
  const habit = active[pick % Math.max(1, active.length)];
  if (!habit) return null;
  if (e.kind === 'reorder') {
    const target = active[e.to % active.length] as Habit;
    const next = reorderActive(device.list, habit.id, target.id);
    if (next !== device.list)
      device.list = next.map((h) => (h.id === habit.id ? stampHabit(h, 'order', stamp) : h));
    return null;
  }
  const amountHabit = readMeasure(habit.measure) !== null;
  let next = habit;
  let day: number | undefined;
  switch (e.kind) {
    case 'tick':
      day = today - e.back;
      if (!amountHabit) next = markDone(habit, day, e.done, wall, rule, stamp);
      break;
    case 'amount':
      day = today - e.back;
      next = logAmount(habit, day, e.value, wall, rule, stamp);
      break;
    case 'skip':
      day = today - e.back;
      next = markSkipped(habit, day, e.on, wall, rule, stamp);
      break;
    case 'note':
      day = today - e.back;
      next = writeNote(habit, day, e.text, stamp);
      break;
    case 'rename':
      next = renameAt(habit, e.name, stamp);
      break;
    case 'schedule':
      next = rescheduleAt(
        habit,
        e.times === 7 ? { type: 'daily' } : { type: 'weekly', times: e.times },
        wall,
        rule,
        stamp,
      );
      break;
    case 'delete':
      next = deleteAt(habit, stamp);
      break;
  }
  if (next === habit) return null;
  if (e.kind === 'delete') device.undo.set(habit.id, habit);
  device.list = device.list.map((h) => (h.id === habit.id ? next : h));
  return eventOf(next, e, day, rule);
}

/** The event an edit made: its value and change time read back from the edited habit. */
function eventOf(after: Habit, e: Edit, day: number | undefined, rule: DayRule) {
  const id = after.id;
  const dayField = { tick: 'fact', amount: 'fact', skip: 'skip', note: 'note' } as const;
  if (day !== undefined && e.kind in dayField) {
    const field = dayField[e.kind as keyof typeof dayField];
    const at = storedDay(after, day)?.at ?? {};
    // Every tick stores its change time in the day's record (§4.7, markDone).
    const stamp: Stamp | undefined =
      field === 'fact' ? (e.kind === 'amount' ? at.amount : at.done) : at[field];
    if (stamp === undefined) throw new Error(`no change time for ${e.kind}`);
    return {
      key: `${id}/${isoDate(day)}`,
      field,
      value: readField(after, field, day, rule),
      stamp,
    };
  }
  const habitField = { rename: 'name', schedule: 'schedule', delete: 'deleted' } as const;
  const field = habitField[e.kind as keyof typeof habitField];
  const stamp = after.changedAt?.[field];
  if (stamp === undefined) throw new Error(`no change time for ${e.kind}`);
  const value = field === 'name' ? after.name : field === 'schedule' ? after.schedule : true;
  return { key: id, field, value, stamp };
}

/**
 * Device `to` takes `incoming` (j := mergeLists(j, i)) by its own day rule; its clock rises to the
 * latest time.
 */
function sync(to: Device, incoming: readonly Habit[]) {
  to.list = mergeLists(to.list, incoming, to.rule);
  const seen = clockOf(to.list);
  if (compareStamps(seen, to.last) > 0) to.last = seen;
}

/** Every device takes every other until nothing changes (pairwise gossip). */
function gossip(devices: Device[]) {
  for (let round = 0; round < 10; round += 1) {
    const before = JSON.stringify(devices.map((d) => d.list));
    for (const to of devices) for (const from of devices) if (from !== to) sync(to, from.list);
    if (JSON.stringify(devices.map((d) => d.list)) === before) return;
  }
  throw new Error('gossip did not settle');
}

/** The greater as JSON: the reference's tie-break where nothing else decides. */
const greater = (x: unknown, y: unknown) =>
  (JSON.stringify(x) ?? '') >= (JSON.stringify(y) ?? '') ? x : y;

/**
 * The reference: for each fact, the value of the event with the latest change time. Equal times
 * (two devices ticking today in the same ms) unite: a done day, a skip and a deletion win.
 */
function reference(events: readonly Event[]): Map<string, { field: string; value: unknown }> {
  const best = new Map<string, Event>();
  for (const event of events) {
    const id = `${event.key}#${event.field}`;
    const held = best.get(id);
    const order = held ? compareStamps(event.stamp, held.stamp) : 1;
    if (order > 0) best.set(id, event);
    else if (order === 0 && held) {
      const united =
        event.field === 'fact'
          ? (event.value as { done: boolean }).done
            ? event.value
            : held.value
          : event.field === 'skip' || event.field === 'deleted'
            ? event.value || held.value
            : greater(event.value, held.value);
      best.set(id, { ...event, value: united });
    }
  }
  return new Map([...best].map(([id, e]) => [id, { field: e.field, value: e.value }]));
}

/** Three devices' lists after a random script (before they meet at the end). */
const listsArb = scenarioArb.map((scenario) => {
  const { devices } = simulate(scenario);
  const [a, b, c] = devices.map((d) => d.list) as [Habit[], Habit[], Habit[]];
  return [[a, b, c], scenario.rules[0] as DayRule] as const;
});

describe('the merge is a join (docs/product.md §16.4)', () => {
  it(
    'is commutative: merge(a, b) equals merge(b, a)',
    () => {
      fc.assert(
        fc.property(listsArb, ([[a, b, c], rule]) => {
          expect(mergeLists(a, b, rule)).toEqual(mergeLists(b, a, rule));
          expect(mergeLists(b, c, rule)).toEqual(mergeLists(c, b, rule));
        }),
        { numRuns: RUNS },
      );
    },
    LIMIT,
  );

  it(
    'is associative: merge(merge(a, b), c) equals merge(a, merge(b, c))',
    () => {
      fc.assert(
        fc.property(listsArb, ([[a, b, c], rule]) => {
          const m = (x: readonly Habit[], y: readonly Habit[]) => mergeLists(x, y, rule);
          expect(m(m(a, b), c)).toEqual(m(a, m(b, c)));
        }),
        { numRuns: RUNS },
      );
    },
    LIMIT,
  );

  it(
    'is idempotent: merge(a, a) is a; the result merged again with either input is itself',
    () => {
      fc.assert(
        fc.property(listsArb, ([[a, b], rule]) => {
          expect(mergeLists(a, structuredClone(a), rule)).toEqual(a);
          const once = mergeLists(a, b, rule);
          expect(mergeLists(once, once, rule)).toEqual(once);
          expect(mergeLists(once, a, rule)).toEqual(once);
          expect(mergeLists(b, once, rule)).toEqual(once);
        }),
        { numRuns: RUNS },
      );
    },
    LIMIT,
  );
});

describe('three devices with skewed clocks (docs/product.md §16.4, hlc.ts)', () => {
  it(
    'converge, whatever the order they take each other in',
    () => {
      fc.assert(
        fc.property(scenarioArb, (scenario) => {
          const { devices } = simulate(scenario);
          const [a, b, c] = devices.map((d) => d.list) as [Habit[], Habit[], Habit[]];
          // Each device takes the other two, in two different orders, by its own day rule.
          const ends = devices.flatMap(({ rule }) => {
            const m = (x: readonly Habit[], y: readonly Habit[]) => mergeLists(x, y, rule);
            return [m(m(a, b), c), m(m(a, c), b), m(m(b, a), c), m(m(b, c), a), m(m(c, b), a)];
          });
          for (const end of ends) expect(end).toEqual(ends[0]);
          // Pairwise gossip until nothing changes: all three hold the same list, byte for byte,
          // whatever day rule each keeps.
          gossip(devices);
          expect(devices[1]?.list).toEqual(devices[0]?.list);
          expect(devices[2]?.list).toEqual(devices[0]?.list);
          expect(devices[0]?.list).toEqual(ends[0]);
        }),
        { numRuns: RUNS },
      );
    },
    LIMIT,
  );

  it(
    'lose no edit but to a later edit of the same field (a reference model)',
    () => {
      fc.assert(
        fc.property(scenarioArb, (scenario) => {
          const { devices, events } = simulate(scenario);
          gossip(devices);
          // Each device reads every change on the date its maker saw (issue 40), by its own rule.
          for (const { list: end, rule } of devices) {
            for (const [id, { field, value }] of reference(events)) {
              const [habitId, iso] = (id.split('#')[0] as string).split('/') as [string, string?];
              const habit = end.find((h) => h.id === habitId);
              expect(habit, id).toBeDefined();
              if (!habit) continue;
              let actual: unknown;
              if (iso !== undefined)
                actual = readField(habit, field, Date.parse(iso) / DAY_MS, rule);
              else if (field === 'name') actual = habit.name;
              else if (field === 'schedule') actual = habit.schedule;
              else actual = habit.isDeleted === true;
              expect(actual, `${id} read by ${rule.key}`).toEqual(value);
            }
          }
        }),
        { numRuns: RUNS },
      );
    },
    LIMIT,
  );
});

/** A device with its own copy of `list`. */
const device = (id: string, skew: number, list: Habit[], rule = UTC_DAYS): Device => ({
  id,
  skew,
  rule,
  last: undefined,
  list: structuredClone(list),
  undo: new Map(),
});

describe('an un-tick stays un-ticked (issue 25)', () => {
  const run = (list: readonly Habit[]) => list.find((h) => h.id === 'run') as Habit;

  it('hand-worked: A ticks 13 July, B takes it, A un-ticks it 5 minutes behind B', () => {
    const start = startList(false, UTC_DAYS);
    const a = device('a', -5 * MINUTE, start);
    const b = device('b', 0, start);
    const day = TODAY - 2; // 2025-07-13: ticked that day as it happened (a moment, no time)
    // 09:30 on A's clock (09:35 on B's): A un-ticks the 13th, ticks it again, B takes it.
    const tick = (d: Device, done: boolean, wall: number) => {
      d.last = nextStamp(d.last, wall, d.id);
      d.list = d.list.map((h) =>
        h.id === 'run' ? markDone(h, day, done, wall, UTC_DAYS, d.last as Stamp) : h,
      );
    };
    tick(a, false, NOW);
    tick(a, true, NOW + 1000);
    sync(b, a.list);
    // B, whose clock reads 5 minutes later, writes a note on the 13th and ticks the 14th.
    b.last = nextStamp(b.last, NOW + 5 * MINUTE + 2000, 'b');
    b.list = b.list.map((h) => (h.id === 'run' ? writeNote(h, day, 'rain', b.last as Stamp) : h));
    b.last = nextStamp(b.last, NOW + 5 * MINUTE + 3000, 'b');
    b.list = b.list.map((h) =>
      h.id === 'run'
        ? markDone(h, day + 1, true, NOW + 5 * MINUTE + 3000, UTC_DAYS, b.last as Stamp)
        : h,
    );
    // A un-ticks the 13th at 09:30:04 by its clock: before B's note by the wall clocks.
    tick(a, false, NOW + 4000);
    expect(storedDay(run(a.list), day)?.at?.done).toBe(`${NOW + 4000}-0-a`);
    for (const merged of [mergeLists(a.list, b.list), mergeLists(b.list, a.list)]) {
      expect(isDone(run(merged), day)).toBe(false);
      expect(isDone(run(merged), day + 1)).toBe(true);
      expect(storedDay(run(merged), day)?.note).toBe('rain');
    }
  });

  it(
    'whatever B edits on other days or fields, and however the clocks are off',
    () => {
      const steps = fc.array(fc.record({ edit: editArb, pick: fc.nat(5), advance: advanceArb }), {
        maxLength: 12,
      });
      fc.assert(
        fc.property(
          fc.record({
            // A and B each count days their own way (issue 40), or both the same way.
            ruleA: fc.constantFrom(...RULES, ...DEVICE_RULES),
            ruleB: fc.constantFrom(...RULES, ...DEVICE_RULES),
            skewA: fc.integer({ min: -5 * MINUTE, max: 5 * MINUTE }),
            skewB: fc.integer({ min: -5 * MINUTE, max: 5 * MINUTE }),
            back: fc.integer({ min: 0, max: 8 }),
            before: steps,
            after: steps,
            wait: advanceArb,
          }),
          ({ ruleA, ruleB, skewA, skewB, back, before, after, wait }) => {
            const start = startList(true, ruleA);
            const a = device('a', skewA, start, ruleA);
            const b = device('b', skewB, start, ruleB);
            let time = NOW;
            // The date A sees and ticks; B may count it as another.
            const day = ruleA.dayOf(time + skewA) - back;
            const onA = (done: boolean) => {
              const stamp = (a.last = nextStamp(a.last, time + skewA, 'a'));
              a.list = a.list.map((h) =>
                h.id === 'run' ? markDone(h, day, done, time + skewA, ruleA, stamp) : h,
              );
            };
            // B edits anything but the day's done (a tick or an amount of that day).
            const onB = (list: typeof before) => {
              for (const { edit, pick, advance } of list) {
                time += advance;
                const wall = time + skewB;
                const back = 'back' in edit ? edit.back : 99;
                const touches = edit.kind === 'tick' || edit.kind === 'amount';
                if (touches && ruleB.dayOf(wall) - back === day) continue;
                applyEdit(b, pick, edit, wall, new Set());
              }
            };
            onA(true);
            expect(isDone(run(a.list), day, ruleA)).toBe(true);
            sync(b, a.list);
            // B shows the tick on the date A ticked, whatever its own rule.
            expect(isDone(run(b.list), day, ruleB)).toBe(true);
            onB(before);
            time += wait;
            onA(false);
            onB(after);
            // Each takes the other by its own rule; neither brings the tick back.
            for (const rule of [ruleA, ruleB])
              for (const merged of [
                mergeLists(a.list, b.list, rule),
                mergeLists(b.list, a.list, rule),
              ]) {
                expect(isDone(run(merged), day, ruleA)).toBe(false);
                expect(isDone(run(merged), day, ruleB)).toBe(false);
              }
          },
        ),
        { numRuns: RUNS },
      );
    },
    LIMIT,
  );
});

describe('skewed clocks: a change made after seeing another wins over it (hlc.ts)', () => {
  it('hand-worked: a phone 5 minutes behind renames after taking the laptop rename', () => {
    const start = startList(false, UTC_DAYS);
    const laptop = device('lap', 0, start);
    const phone = device('ph', -5 * MINUTE, start);
    // 09:30:00.000 true time: the laptop (right) renames Run to Jog at 1752571800000.
    laptop.last = nextStamp(laptop.last, NOW, 'lap');
    expect(laptop.last).toBe('1752571800000-0-lap');
    laptop.list = laptop.list.map((h) =>
      h.id === 'run' ? renameAt(h, 'Jog', laptop.last as Stamp) : h,
    );
    // One minute later the phone syncs; its clock reads 09:26:00.000 (1752571560000).
    sync(phone, laptop.list);
    expect(phone.last).toBe('1752571800000-0-lap');
    const phoneWall = NOW + MINUTE - 5 * MINUTE;
    phone.last = nextStamp(phone.last, phoneWall, 'ph');
    // Its wall time is behind the laptop's change: the clock counts on from the merged time.
    expect(phone.last).toBe('1752571800000-1-ph');
    phone.list = phone.list.map((h) =>
      h.id === 'run' ? renameAt(h, 'Swim', phone.last as Stamp) : h,
    );
    for (const merged of [mergeLists(phone.list, laptop.list), mergeLists(laptop.list, phone.list)])
      expect(merged.find((h) => h.id === 'run')?.name).toBe('Swim');
    // With the wall time alone (1752571560000) the earlier laptop rename would have won.
    expect(compareStamps(phoneWall, laptop.last)).toBeLessThan(0);
  });

  it('hand-worked: an un-tick after taking a tick of today made on a clock ahead', () => {
    // The laptop (5 minutes ahead) ticks today at 09:35 by its clock: the moment, and its time
    // in the day's record (§4.7: the date it was ticked on).
    const start = startList(false, UTC_DAYS);
    const ahead = NOW + 5 * MINUTE;
    const laptop = start.map((h) =>
      h.id === 'run' ? markDone(h, TODAY, true, ahead, UTC_DAYS, `${ahead}-0-lap`) : h,
    );
    expect(storedDay(laptop[0] as Habit, TODAY)).toEqual({ at: { done: `${ahead}-0-lap` } });
    expect(completionTimes(laptop[0] as Habit)).toContain(ahead);
    // The phone takes it at 09:31 true time (09:31 on its clock) and un-ticks today.
    const phone = device('ph', 0, start);
    sync(phone, laptop);
    expect(phone.last).toBe(`${ahead}-0-lap`);
    phone.last = nextStamp(phone.last, NOW + MINUTE, 'ph');
    expect(phone.last).toBe(`${ahead}-1-ph`);
    phone.list = phone.list.map((h) =>
      h.id === 'run' ? markDone(h, TODAY, false, NOW + MINUTE, UTC_DAYS, phone.last as Stamp) : h,
    );
    for (const merged of [mergeLists(phone.list, laptop), mergeLists(laptop, phone.list)])
      expect(isDone(merged.find((h) => h.id === 'run') as Habit, TODAY)).toBe(false);
    // The phone's wall time alone (09:31) would have lost to the tick's 09:35.
    expect(compareStamps(`${NOW + MINUTE}-0-ph`, ahead)).toBeLessThan(0);
  });
});

describe('a change belongs to the date its maker saw, on every device (issue 40)', () => {
  const NEW_YORK = localDayRule(0, zoneOffset('America/New_York'), 'America/New_York');
  const AUCKLAND = localDayRule(0, zoneOffset('Pacific/Auckland'), 'Pacific/Auckland');
  // 22:00 in New York on Wednesday 26 November 2025: 03:00 UTC and 16:00 in Auckland on the 27th.
  const LATE = Date.UTC(2025, 10, 27, 3, 0);
  const WEDNESDAY = Date.UTC(2025, 10, 26) / DAY_MS;
  const read = (list: readonly Habit[]) => list.find((h) => h.id === 'run') as Habit;
  const water = (list: readonly Habit[]) => list.find((h) => h.id === 'water') as Habit;
  const onDevice = (
    d: Device,
    wall: number,
    edit: (h: Habit, stamp: Stamp) => Habit,
    id = 'run',
  ) => {
    d.last = nextStamp(d.last, wall, d.id);
    d.list = d.list.map((h) => (h.id === id ? edit(h, d.last as Stamp) : h));
  };

  it('hand-worked: A in New York ticks at 22:00 and un-ticks; B (UTC, then Auckland) follows', () => {
    for (const other of [UTC_DAYS, AUCKLAND]) {
      const start = startList(false, UTC_DAYS);
      const a = device('a', 0, start, NEW_YORK);
      const b = device('b', 0, start, other);
      expect(NEW_YORK.dayOf(LATE)).toBe(WEDNESDAY);
      expect(other.dayOf(LATE)).toBe(WEDNESDAY + 1);
      onDevice(a, LATE, (h, stamp) => markDone(h, WEDNESDAY, true, LATE, NEW_YORK, stamp));
      sync(b, a.list);
      // B shows the tick on Wednesday, as A saw it, and not on Thursday.
      expect(isDone(read(b.list), WEDNESDAY, other)).toBe(true);
      expect(isDone(read(b.list), WEDNESDAY + 1, other)).toBe(false);
      onDevice(a, LATE + MINUTE, (h, stamp) =>
        markDone(h, WEDNESDAY, false, LATE + MINUTE, NEW_YORK, stamp),
      );
      sync(b, a.list);
      expect(isDone(read(b.list), WEDNESDAY, other)).toBe(false);
      expect(isDone(read(b.list), WEDNESDAY + 1, other)).toBe(false);
      // B's copy does not bring the tick back to A.
      sync(a, b.list);
      expect(isDone(read(a.list), WEDNESDAY, NEW_YORK)).toBe(false);
      expect(isDone(read(a.list), WEDNESDAY + 1, NEW_YORK)).toBe(false);
    }
  });

  it('hand-worked: an amount and its done mark stay on one date, on B and after Days follow', () => {
    const start = startList(false, UTC_DAYS);
    const a = device('a', 0, start, NEW_YORK);
    const b = device('b', 0, start, UTC_DAYS);
    // 8 of 8 l logged at 22:00 in New York: met, so the day is done.
    onDevice(a, LATE, (h, stamp) => logAmount(h, WEDNESDAY, 8, LATE, NEW_YORK, stamp), 'water');
    sync(b, a.list);
    const whole = { done: true, amount: 8, target: 2 };
    for (const [list, rule] of [
      [a.list, NEW_YORK],
      [b.list, UTC_DAYS],
      // A switches Days follow to UTC after the late log.
      [a.list, UTC_DAYS],
    ] as const) {
      expect(factOf(water(list), WEDNESDAY, rule)).toEqual(whole);
      expect(factOf(water(list), WEDNESDAY + 1, rule)).toEqual({
        done: false,
        amount: null,
        target: null,
      });
    }
  });
});

describe('a tick of today on a clock a merge moved ahead (issue 40)', () => {
  it('is its change time’s moment within the day, else the day’s date mark', () => {
    const habit = habitWith({ id: 'run', name: 'Run' });
    // Two minutes ahead, still today: the moment is the change time's, which pins it to today.
    const ahead = markDone(habit, TODAY, true, NOW, UTC_DAYS, `${NOW + 2 * MINUTE}-3-b`);
    expect(completionTimes(ahead)).toEqual([NOW + 2 * MINUTE]);
    expect(storedDay(ahead, TODAY)?.at?.done).toBe(`${NOW + 2 * MINUTE}-3-b`);
    // A day ahead (a file allowed up to a day ahead was merged): today's date mark, not tomorrow.
    const nextDay = markDone(habit, TODAY, true, NOW, UTC_DAYS, `${NOW + DAY_MS}-0-b`);
    expect(completionTimes(nextDay)).toEqual([TODAY * DAY_MS + DAY_MS / 2]);
    expect(isDone(nextDay, TODAY)).toBe(true);
  });
});
