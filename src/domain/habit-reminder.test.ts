import ICAL from 'ical.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { scheduledHabit } from '../testing/builders';
import { localDayRule } from './day-rule';
import { DAY_MS } from './days';
import { setReminderTimeAt } from './habit/field-edits';
import type { Habit } from './habit/model';
import {
  habitIcs,
  habitIcsName,
  habitNotification,
  habitRingsAhead,
  habitRrule,
  habitsDueAt,
  hasHabitReminders,
  nextHabitRing,
  notShownYet,
  readShownRings,
  withShown,
} from './habit-reminder';
import type { CalendarWords, ReminderWords } from './reminder';
import type { Schedule } from './schedule';

/** docs/product.md §14.5, §14.6: a habit's own reminder, in New York with local days. */

const WORDS: ReminderWords = {
  title: (left) => `${left} habits left today`,
  body: 'Open Tickday to tick them off.',
  habitDue: 'A habit is due',
  habitBody: 'Open Tickday to tick it off.',
};

const zoneBefore = process.env.TZ;
beforeEach(() => {
  process.env.TZ = 'America/New_York';
});
afterEach(() => {
  process.env.TZ = zoneBefore;
});

/** Tuesday 2025-07-15, 19:00 in New York (23:00 UTC). */
const AT = Date.parse('2025-07-15T23:00:00Z');
const TUESDAY = 2;

function habit(
  id: string,
  options: { done?: string[]; skips?: string[]; schedule?: Schedule; remindAt?: string } = {},
): Habit {
  const base = scheduledHabit(options.done ?? [], options.schedule, options.skips);
  return {
    ...base,
    id,
    name: `Habit ${id}`,
    ...(options.remindAt === undefined ? { remindAt: '19:00' } : { remindAt: options.remindAt }),
  };
}

describe('when a habit reminds', () => {
  const rule = () => localDayRule(0);

  it('rings on a day it is asked for and neither done nor skipped, at its own time', () => {
    const habits = [
      habit('open'),
      habit('done', { done: ['2025-07-15'] }),
      habit('skipped', { skips: ['2025-07-15'] }),
      habit('off', { schedule: { type: 'weekdays', days: [1, 3] } }),
      habit('asked', { schedule: { type: 'weekdays', days: [TUESDAY] } }),
      habit('weekly', { schedule: { type: 'weekly', times: 2 } }),
      habit('later', { remindAt: '21:30' }),
      { ...habit('archived'), archived: true },
      { ...habit('deleted'), isDeleted: true },
      { ...habit('broken'), remindAt: '7pm' },
    ];
    const due = habitsDueAt(habits, AT, AT + 50, rule(), rule()).map((h) => h.id);
    expect(due).toEqual(['open', 'asked', 'weekly']);
    // Ticked yesterday only: still due today.
    expect(
      habitsDueAt([habit('y', { done: ['2025-07-14'] })], AT, AT, rule(), rule()),
    ).toHaveLength(1);
  });

  it('a habit with no time of its own never rings, and the runtime has no work for it', () => {
    const none = { ...habit('none') };
    delete none.remindAt;
    expect(habitsDueAt([none], AT, AT, rule(), rule())).toEqual([]);
    expect(hasHabitReminders([none])).toBe(false);
    expect(hasHabitReminders([none, habit('x')])).toBe(true);
    expect(hasHabitReminders([{ ...habit('x'), archived: true }])).toBe(false);
    expect(nextHabitRing([none], AT)).toBeUndefined();
  });

  it('the next ring is the earliest of the habits, today or else tomorrow', () => {
    const habits = [habit('a', { remindAt: '21:30' }), habit('b', { remindAt: '07:15' })];
    expect(nextHabitRing(habits, AT)).toBe(Date.parse('2025-07-16T01:30:00Z')); // 21:30 today
    const late = Date.parse('2025-07-16T02:00:00Z'); // 22:00 in New York
    expect(nextHabitRing(habits, late)).toBe(Date.parse('2025-07-16T11:15:00Z')); // 07:15 tomorrow
    // Exactly at a ring: the one after it.
    expect(nextHabitRing([habit('c')], AT)).toBe(AT + DAY_MS);
  });

  it('once per day per device: a ring shown is not shown again; the next day rings again', () => {
    const due = [habit('a'), habit('b')];
    let shown = readShownRings(null);
    expect(notShownYet(due, AT, shown).map((h) => h.id)).toEqual(['a', 'b']);
    shown = withShown(shown, ['a'], AT);
    expect(notShownYet(due, AT, shown).map((h) => h.id)).toEqual(['b']);
    shown = withShown(shown, ['b'], AT);
    expect(notShownYet(due, AT, shown)).toEqual([]);
    expect(notShownYet(due, AT + DAY_MS, shown).map((h) => h.id)).toEqual(['a', 'b']);
    // The record read back from Cache Storage; old rings are dropped when a new one is written.
    expect(readShownRings(JSON.parse(JSON.stringify(shown)))).toEqual({ a: AT, b: AT });
    expect(withShown(shown, ['b'], AT + 3 * DAY_MS)).toEqual({ b: AT + 3 * DAY_MS });
    expect(readShownRings({ a: 'x', b: 5 })).toEqual({ b: 5 });
    expect(readShownRings([1])).toEqual({});
  });

  it('is titled with the habit name, or "A habit is due" with names off', () => {
    expect(habitNotification(habit('a'), true, WORDS)).toEqual({
      title: 'Habit a',
      body: 'Open Tickday to tick it off.',
    });
    expect(habitNotification(habit('a'), false, WORDS)).toEqual({
      title: 'A habit is due',
      body: 'Open Tickday to tick it off.',
    });
  });

  it("the worker's rings: each day ahead the habit is asked for, with the title chosen", () => {
    const habits = [
      habit('a', { done: ['2025-07-15'] }),
      habit('w', { schedule: { type: 'weekdays', days: [1, 4] }, remindAt: '08:00' }),
    ];
    const morning = Date.parse('2025-07-15T13:00:00Z'); // 09:00 on Tuesday
    const rings = habitRingsAhead(habits, morning, rule(), rule(), (h) => `[${h.name}]`);
    // `a` is done today: its rings start tomorrow; `w` rings on Thursdays and Mondays.
    expect(rings.filter((r) => r.id === 'a')).toHaveLength(7);
    expect(rings.find((r) => r.id === 'a')?.at).toBe(AT + DAY_MS);
    expect(rings.filter((r) => r.id === 'w').map((r) => new Date(r.at).getDay())).toEqual([4, 1]);
    expect(rings.every((r, i) => i === 0 || r.at >= (rings[i - 1]?.at ?? 0))).toBe(true);
    expect(rings.slice(0, 2).map((r) => r.title)).toEqual(['[Habit a]', '[Habit w]']);
  });

  it('setting and clearing the time gains only the field and its change time', () => {
    const before = habit('a');
    delete before.remindAt;
    const set = setReminderTimeAt(before, '07:30', 5);
    expect(set).toEqual({ ...before, remindAt: '07:30', changedAt: { remindAt: 5 } });
    const cleared = setReminderTimeAt(set, '', 6);
    expect(cleared).toEqual({ ...before, changedAt: { remindAt: 6 } });
    expect('remindAt' in cleared).toBe(false);
    expect(setReminderTimeAt(set, '07:30', 7)).toBe(set);
    expect(setReminderTimeAt(set, '25:00', 7)).toBe(set);
    // A stored value this version cannot read is kept while none is asked for.
    const odd = { ...before, remindAt: 'soon' };
    expect(setReminderTimeAt(odd, '', 8)).toBe(odd);
  });
});

// The calendar file.

const WORDS_CAL: CalendarWords = {
  summary: 'Stretch, then rest; twice',
  description: 'Time for Stretch: open Tickday and tick it when it is done.',
  alarm: 'Time for Stretch, then rest; twice',
};

function readIcs(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = calendar.getFirstSubcomponent('vevent') as ICAL.Component;
  const start = event.getFirstPropertyValue('dtstart') as ICAL.Time;
  const rrule = event.getFirstPropertyValue('rrule') as ICAL.Recur;
  const expansion = new ICAL.RecurExpansion({ component: event, dtstart: start });
  const next = (n: number) => Array.from({ length: n }, () => expansion.next()?.toString());
  return { calendar, event, start, rrule, next };
}

describe("a habit's calendar file", () => {
  it('the RRULE follows the schedule where RFC 5545 can say it', () => {
    expect(habitRrule({ type: 'daily' })).toBe('FREQ=DAILY');
    expect(habitRrule({ type: 'weekdays', days: [5, 1, 3] })).toBe('FREQ=WEEKLY;BYDAY=MO,WE,FR');
    expect(habitRrule({ type: 'weekdays', days: [0, 6] })).toBe('FREQ=WEEKLY;BYDAY=SU,SA');
    expect(habitRrule({ type: 'interval', days: 3 })).toBe('FREQ=DAILY;INTERVAL=3');
    // The counted schedules, and what cannot be read: a reminder every day.
    for (const schedule of [
      { type: 'weekly', times: 3 },
      { type: 'monthly', times: 10 },
      { type: 'window', times: 3, days: 10 },
      { type: 'interval', days: 'x' },
      { type: 'weekdays', days: [9] },
      { type: 'fortnightly' },
    ]) {
      expect(habitRrule(schedule)).toBe('FREQ=DAILY');
    }
  });

  const file = (schedule: { type: string; days?: unknown }, now = AT - 10 * 3_600_000) =>
    habitIcs({
      id: '1752000000000',
      schedule,
      time: '07:30',
      now,
      url: 'https://tickday.example/',
      zone: 'America/New_York',
      words: WORDS_CAL,
    });

  it('every few days: INTERVAL, from today at the time, read back by ical.js', () => {
    const text = file({ type: 'interval', days: 3 });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/\n/);
    for (const line of text.split('\r\n')) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    }
    const { event, start, rrule, next } = readIcs(text);
    expect(start.toString()).toBe('2025-07-15T07:30:00');
    expect(start.zone?.tzid).toBe('floating');
    expect(rrule.freq).toBe('DAILY');
    expect(rrule.interval).toBe(3);
    expect(next(3)).toEqual(['2025-07-15T07:30:00', '2025-07-18T07:30:00', '2025-07-21T07:30:00']);
    expect(event.getFirstPropertyValue('uid')).toBe('habit-1752000000000@tickday.example');
    // Commas and semicolons in the name survive the escaping.
    expect(event.getFirstPropertyValue('summary')).toBe('Stretch, then rest; twice');
    expect(text).toContain('SUMMARY:Stretch\\, then rest\\; twice\r\n');
    expect(event.getFirstPropertyValue('description')).toBe(
      `${WORDS_CAL.description}\nhttps://tickday.example/`,
    );
    const alarm = event.getFirstSubcomponent('valarm') as ICAL.Component;
    expect(alarm.getFirstPropertyValue('action')).toBe('DISPLAY');
    expect(alarm.getFirstPropertyValue('description')).toBe(WORDS_CAL.alarm);
  });

  it('chosen weekdays: BYDAY, from the first of them today or after', () => {
    // Tuesday the 15th; Monday and Thursday chosen: the first is Thursday the 17th.
    const { rrule, start, next } = readIcs(file({ type: 'weekdays', days: [1, 4] }));
    expect(rrule.freq).toBe('WEEKLY');
    expect(rrule.parts.BYDAY).toEqual(['MO', 'TH']);
    expect(start.toString()).toBe('2025-07-17T07:30:00');
    expect(next(3)).toEqual(['2025-07-17T07:30:00', '2025-07-21T07:30:00', '2025-07-24T07:30:00']);
    // Today chosen: from today.
    expect(readIcs(file({ type: 'weekdays', days: [TUESDAY] })).start.toString()).toBe(
      '2025-07-15T07:30:00',
    );
  });

  it('every day and the counted schedules: a daily reminder', () => {
    for (const schedule of [{ type: 'daily' }, { type: 'weekly', times: 2 }]) {
      const { rrule, next } = readIcs(file(schedule));
      expect(rrule.freq).toBe('DAILY');
      expect(rrule.interval).toBe(1);
      expect(next(2)).toEqual(['2025-07-15T07:30:00', '2025-07-16T07:30:00']);
    }
  });

  it('on the day clocks spring forward, starts at the time chosen (New York, 02:30)', () => {
    // 02:30 does not exist on 2026-03-08 in New York; the file still says 02:30, as every later day.
    const on8th = Date.parse('2026-03-08T06:00:00Z'); // 01:00 EST, Sunday the 8th
    const make = (schedule: { type: string; days?: unknown }) =>
      habitIcs({
        id: 'x',
        schedule,
        time: '02:30',
        now: on8th,
        url: 'https://tickday.example/',
        zone: 'America/New_York',
        words: WORDS_CAL,
      });
    for (const schedule of [{ type: 'daily' }, { type: 'weekdays', days: [0, 3] }]) {
      const text = make(schedule);
      expect(text).toContain('\r\nDTSTART:20260308T023000\r\n');
      expect(readIcs(text).next(2)[1]).toMatch(/T02:30:00$/);
    }
  });

  it('a long name is folded at 75 octets between UTF-8 characters', () => {
    const long = 'Ранняя пробежка вдоль реки, потом растяжка; и холодный душ';
    const text = habitIcs({
      id: 'x',
      schedule: { type: 'daily' },
      time: '06:00',
      now: AT,
      url: 'https://tickday.example/',
      zone: 'America/New_York',
      words: { summary: long, description: long, alarm: long },
    });
    for (const line of text.split('\r\n')) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    }
    expect(readIcs(text).event.getFirstPropertyValue('summary')).toBe(long);
  });

  it('is saved as tickday-<name>.ics, the name made safe', () => {
    expect(habitIcsName('Read')).toBe('tickday-Read.ics');
    expect(habitIcsName('Morning run')).toBe('tickday-Morning-run.ics');
    expect(habitIcsName('a/b\\c: *?"<>| d')).toBe('tickday-a-b-c-d.ics');
    expect(habitIcsName('..hidden.')).toBe('tickday-hidden.ics');
    expect(habitIcsName('Спорт 🏃')).toBe('tickday-Спорт-🏃.ics');
    expect(habitIcsName('///')).toBe('tickday-habit.ics');
  });
});
