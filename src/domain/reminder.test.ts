import ICAL from 'ical.js';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { NOW, TODAY, scheduledHabit } from '../testing/builders';
import { localDayRule, UTC_DAYS } from './day-rule';
import { bucketTimes } from './habit/stored';
import { zoneOffset } from '../testing/zones';
import {
  escapeText,
  foldLine,
  habitsLeft,
  habitsLeftAt,
  reminderIcs,
  reminderInstants,
  reminderSummary,
  SUMMARY_DAYS,
  type CalendarWords,
  type ReminderWords,
} from './reminder';
import { DEFAULT_REMINDER, hoursAndMinutes, isReminderTime } from './reminder-settings';

/** docs/product.md §14: the reminder's times, its count and the calendar file. */

/** The UI's words, given (words/reminder-words.ts has the real ones). */
const WORDS: ReminderWords = {
  title: (left) => `title ${left}`,
  body: 'body',
  habitDue: 'due',
  habitBody: 'habit body',
};
const ENGLISH: CalendarWords = {
  summary: "Tick today's habits",
  description: 'Open Tickday, tick what you did today; streaks are waiting.',
  alarm: "Tick today's habits in Tickday",
};

const zoneBefore = process.env.TZ;
/** Runs `body` with the process in time zone `zone` (Node reads TZ again when it changes). */
function inZone<T>(zone: string, body: () => T): T {
  process.env.TZ = zone;
  return body();
}
afterEach(() => {
  process.env.TZ = zoneBefore;
});

describe('the setting', () => {
  it('is off at 20:00 by default; times are HH:MM from 00:00 to 23:59', () => {
    expect(DEFAULT_REMINDER).toEqual({ on: false, time: '20:00' });
    expect(['00:00', '07:05', '23:59'].map(isReminderTime)).toEqual([true, true, true]);
    expect(['24:00', '7:05', '12:60', '', 2000, null].map(isReminderTime)).toEqual(
      Array(6).fill(false),
    );
    expect(hoursAndMinutes('07:05')).toEqual([7, 5]);
    expect(hoursAndMinutes('bad')).toEqual([20, 0]);
  });
});

describe('reminderInstants', () => {
  it('rings at the local wall-clock time each day, across New York’s clock changes', () => {
    inZone('America/New_York', () => {
      // Saturday 2026-03-07, 09:00 local: the next day is 23 hours long.
      const now = Date.parse('2026-03-07T14:00:00Z');
      expect(reminderInstants('20:00', now, 3).map((ms) => new Date(ms).toISOString())).toEqual([
        '2026-03-08T01:00:00.000Z', // 20:00 EST
        '2026-03-09T00:00:00.000Z', // 20:00 EDT
        '2026-03-10T00:00:00.000Z',
      ]);
    });
  });

  it('in Auckland (UTC+13) the first ring is on the local date, a day ahead of UTC', () => {
    inZone('Pacific/Auckland', () => {
      const now = Date.parse('2026-11-23T20:00:00Z'); // 09:00 on the 24th in Auckland
      expect(new Date(reminderInstants('07:30', now, 1)[0] as number).toISOString()).toBe(
        '2026-11-23T18:30:00.000Z',
      );
    });
  });
});

describe('habitsLeft and the text', () => {
  it('counts active habits asked for that day and not done or skipped', () => {
    const habits = [
      scheduledHabit(['2025-07-15']), // done today
      scheduledHabit([]), // daily, open
      scheduledHabit([], { type: 'weekdays', days: [1] }), // Monday only: today is a Tuesday
      scheduledHabit([], { type: 'daily' }, ['2025-07-15']), // skipped today
      scheduledHabit(['2025-07-13', '2025-07-14'], { type: 'weekly', times: 2 }), // week's quota met
      scheduledHabit(['2025-07-14'], { type: 'weekly', times: 2 }), // one more this week
      { ...scheduledHabit([]), isDeleted: true },
      { ...scheduledHabit([]), archived: true }, // archived (§3.6): neither counted nor on the icon
    ];
    expect(habitsLeft(habits, TODAY, UTC_DAYS)).toBe(2);
    expect(habitsLeftAt(habits, NOW, UTC_DAYS, UTC_DAYS)).toBe(2);
    // Tomorrow, with nothing more done: the daily ones, and the weekly one still short.
    expect(habitsLeft(habits, TODAY + 1, UTC_DAYS)).toBe(4);
  });

  it('with UTC days, 20:00 in New York counts the date lived there, not the new UTC day', () => {
    const ny = localDayRule(0, zoneOffset('America/New_York'), 'NY');
    // 20:00 EDT on Tuesday July 15 is 00:00 UTC on the 16th.
    const ring = Date.parse('2025-07-16T00:00:00Z');
    const tickedAtFive = [scheduledHabit(['2025-07-15']), scheduledHabit(['2025-07-15'])];
    expect(habitsLeftAt(tickedAtFive, ring, UTC_DAYS, ny)).toBe(0);
    expect(habitsLeft(tickedAtFive, UTC_DAYS.dayOf(ring), UTC_DAYS)).toBe(2); // the defect
    // Ticked at 19:30 EDT, already the 16th in UTC: not left either.
    const lateTick = {
      ...scheduledHabit([]),
      completionsWithTimes: bucketTimes([Date.parse('2025-07-15T23:30:00Z')]),
    };
    expect(habitsLeftAt([lateTick, scheduledHabit([])], ring, UTC_DAYS, ny)).toBe(1);
    // With local days both day rules agree.
    expect(habitsLeftAt(tickedAtFive, ring, ny, ny)).toBe(0);
    const summary = inZone('America/New_York', () =>
      reminderSummary(
        { on: true, time: '20:00' },
        { dayBoundary: 'utc', dayStartHour: 0 },
        tickedAtFive,
        Date.parse('2025-07-15T21:00:00Z'),
        WORDS,
        UTC_DAYS,
        ny,
      ),
    );
    expect(summary.rings[0]).toEqual({ at: ring, left: 0, title: 'title 0' });
  });

  it('the summary lists the next days’ rings with their counts, in the words given', () => {
    const summary = inZone('UTC', () =>
      reminderSummary(
        { on: true, time: '20:00' },
        { dayBoundary: 'utc', dayStartHour: 0 },
        [scheduledHabit(['2025-07-15']), scheduledHabit([])],
        NOW,
        WORDS,
        UTC_DAYS,
      ),
    );
    expect(summary.rings).toHaveLength(SUMMARY_DAYS);
    expect(summary.rings[0]).toEqual({
      at: Date.parse('2025-07-15T20:00:00Z'),
      left: 1,
      title: 'title 1',
    });
    expect(summary.rings[1]).toEqual({
      at: Date.parse('2025-07-16T20:00:00Z'),
      left: 2,
      title: 'title 2',
    });
    expect(summary).toMatchObject({
      on: true,
      time: '20:00',
      dayBoundary: 'utc',
      body: 'body',
      updatedAt: NOW,
    });
  });
});

describe('the calendar file (RFC 5545)', () => {
  it('escapes backslashes, semicolons, commas and line breaks', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });

  it('folds at 75 octets with CRLF and a space, never inside a UTF-8 character', () => {
    const line = `DESCRIPTION:${'é'.repeat(60)}${'x'.repeat(40)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const [i, part] of parts.entries()) {
      expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
      if (i > 0) expect(part.startsWith(' ')).toBe(true);
    }
    expect(parts.map((p, i) => (i > 0 ? p.slice(1) : p)).join('')).toBe(line);
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
  });

  it('folds any text so that unfolding gives it back (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (text) => {
        const parts = foldLine(text).split('\r\n ');
        for (const part of parts)
          expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
        expect(parts.join('')).toBe(text);
      }),
    );
  });

  it('is one daily event at the reminder time, local to a zone far from UTC, read back by ical.js', () => {
    const text = inZone('Pacific/Auckland', () =>
      reminderIcs({
        time: '07:30',
        now: Date.parse('2026-11-23T20:00:00Z'), // 09:00 on the 24th in Auckland
        url: 'https://tickday.example/',
        zone: 'Pacific/Auckland',
        words: ENGLISH,
      }),
    );
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/\n/);
    for (const line of text.split('\r\n')) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    }
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    const event = calendar.getFirstSubcomponent('vevent') as ICAL.Component;
    const start = event.getFirstPropertyValue('dtstart') as ICAL.Time;
    // Floating: the device's wall clock, on the local date (the 24th in Auckland).
    expect(start.toString()).toBe('2026-11-24T07:30:00');
    expect(start.zone?.tzid).toBe('floating');
    expect((event.getFirstPropertyValue('rrule') as ICAL.Recur).freq).toBe('DAILY');
    expect(event.getFirstPropertyValue('url')).toBe('https://tickday.example/');
    expect(event.getFirstPropertyValue('summary')).toBe("Tick today's habits");
    // Commas and semicolons survive the escaping.
    expect(event.getFirstPropertyValue('description')).toBe(
      'Open Tickday, tick what you did today; streaks are waiting.\nhttps://tickday.example/',
    );
    const alarm = event.getFirstSubcomponent('valarm') as ICAL.Component;
    expect(alarm.getFirstPropertyValue('action')).toBe('DISPLAY');
    expect(String(alarm.getFirstPropertyValue('trigger'))).toBe('PT0S');
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Pacific/Auckland');
    // Three days of occurrences at 07:30 local.
    const it = new ICAL.RecurExpansion({ component: event, dtstart: start });
    const next = [it.next(), it.next(), it.next()].map((t) => t?.toString());
    expect(next).toEqual(['2026-11-24T07:30:00', '2026-11-25T07:30:00', '2026-11-26T07:30:00']);
  });

  it('on the day clocks spring forward, starts at the time chosen, not the hour the gap makes it', () => {
    // 2026-03-08 in New York: 02:00 jumps to 03:00, so 02:30 does not exist that day. A calendar
    // reads a floating 02:30 as 02:30 each later day; 03:30 would be an hour late every day.
    const text = inZone('America/New_York', () =>
      reminderIcs({
        time: '02:30',
        now: Date.parse('2026-03-08T06:00:00Z'), // 01:00 EST on the 8th
        url: 'https://tickday.example/',
        zone: 'America/New_York',
        words: ENGLISH,
      }),
    );
    expect(text).toContain('\r\nDTSTART:20260308T023000\r\n');
    const event = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent(
      'vevent',
    ) as ICAL.Component;
    const start = event.getFirstPropertyValue('dtstart') as ICAL.Time;
    const it = new ICAL.RecurExpansion({ component: event, dtstart: start });
    expect([it.next(), it.next()].map((t) => t?.toString())).toEqual([
      '2026-03-08T02:30:00',
      '2026-03-09T02:30:00',
    ]);
  });

  it('says what the UI gives it: German words, escaped and folded, read back by ical.js', () => {
    const german: CalendarWords = {
      summary: 'Heutige Gewohnheiten abhaken',
      description:
        'Öffne Tickday, hake ab, was du heute getan hast; deine Serien warten schon auf dich.',
      alarm: 'Heutige Gewohnheiten in Tickday abhaken',
    };
    const text = inZone('Europe/Berlin', () =>
      reminderIcs({
        time: '20:00',
        now: Date.parse('2026-11-23T09:00:00Z'),
        url: 'https://tickday.example/',
        zone: 'Europe/Berlin',
        words: german,
      }),
    );
    for (const line of text.split('\r\n')) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    }
    expect(text).toContain('SUMMARY:Heutige Gewohnheiten abhaken\r\n');
    // The comma and the semicolon escaped, the long line folded between UTF-8 characters.
    expect(text.replace(/\r\n /g, '')).toContain(
      'DESCRIPTION:Öffne Tickday\\, hake ab\\, was du heute getan hast\\; deine Serien warten schon auf dich.\\nhttps://tickday.example/\r\n',
    );
    const event = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent(
      'vevent',
    ) as ICAL.Component;
    expect(event.getFirstPropertyValue('summary')).toBe(german.summary);
    expect(event.getFirstPropertyValue('description')).toBe(
      `${german.description}\nhttps://tickday.example/`,
    );
    expect(
      (event.getFirstSubcomponent('valarm') as ICAL.Component).getFirstPropertyValue('description'),
    ).toBe(german.alarm);
    expect(String(event.getFirstPropertyValue('dtstart'))).toBe('2026-11-23T20:00:00');
    // No English left in the event.
    expect(text).not.toMatch(/habits|today|streaks/i);
  });
});
