import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayRuleFor, localDayRule, UTC_DAYS } from './day-rule';
import { DAY_MS, dayOf, dayOfIso, isDateMark, isoDate, noonOf } from './days';
import { localDayOf, zoneOffset } from '../testing/zones';

const HOUR = 3_600_000;
const at = (iso: string) => Date.parse(iso);
const day = (iso: string) => dayOfIso(iso) as number;

const newYork = (startHour = 0) => localDayRule(startHour, zoneOffset('America/New_York'), 'NY');
const auckland = (startHour = 0) => localDayRule(startHour, zoneOffset('Pacific/Auckland'), 'NZ');

describe('UTC days (docs/product.md §4.1)', () => {
  it('is exactly the UTC day of an instant, 12:00 UTC for a past tick', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: at('1000-01-01T00:00:00Z'), max: at('9999-12-31T00:00:00Z') }),
        (ms) => {
          expect(UTC_DAYS.dayOf(ms)).toBe(dayOf(ms));
          expect(UTC_DAYS.noonOf(UTC_DAYS.dayOf(ms))).toBe(noonOf(dayOf(ms)));
          expect(UTC_DAYS.startOf(dayOf(ms))).toBe(dayOf(ms) * DAY_MS);
          expect(UTC_DAYS.hourOf(ms)).toBe(new Date(ms).getUTCHours());
        },
      ),
    );
  });

  it('with a start hour of 3, 02:00 still belongs to the day before', () => {
    const rule = dayRuleFor('utc', 3, 'any');
    expect(isoDate(rule.dayOf(at('2025-07-15T02:59:59Z')))).toBe('2025-07-14');
    expect(isoDate(rule.dayOf(at('2025-07-15T03:00:00Z')))).toBe('2025-07-15');
    expect(rule.startOf(day('2025-07-15'))).toBe(at('2025-07-15T03:00:00Z'));
    expect(rule.noonOf(day('2025-07-15'))).toBe(at('2025-07-15T12:00:00Z'));
    expect(dayRuleFor('utc', 3, 'other')).toBe(rule);
  });
});

describe('local days (docs/product.md §4.2)', () => {
  it('on this device: the local date of an instant, one day rule per setting and zone', () => {
    const rule = dayRuleFor('local', 0, 'This/Zone');
    expect(dayRuleFor('local', 0, 'This/Zone')).toBe(rule);
    expect(dayRuleFor('local', 1, 'This/Zone')).not.toBe(rule);
    fc.assert(
      fc.property(
        fc.integer({ min: at('2020-01-01T00:00:00Z'), max: at('2030-01-01T00:00:00Z') }),
        (ms) => {
          const local = new Date(ms);
          const iso = [local.getFullYear(), local.getMonth() + 1, local.getDate()]
            .map((n, i) => String(n).padStart(i === 0 ? 4 : 2, '0'))
            .join('-');
          expect(isoDate(rule.dayOf(ms))).toBe(iso);
          expect(rule.hourOf(ms)).toBe(local.getHours());
        },
      ),
    );
  });

  it('an offset change inside an hour is read exactly (Kathmandu, +5:30 to +5:45 in 1986)', () => {
    const rule = localDayRule(0, zoneOffset('Asia/Kathmandu'), 'KTM');
    // 1985-12-31T18:29Z is 23:59 on Dec 31 at +5:30; 18:31Z is 00:16 on Jan 1 at +5:45.
    expect(isoDate(rule.dayOf(at('1985-12-31T18:29:00Z')))).toBe('1985-12-31');
    expect(isoDate(rule.dayOf(at('1985-12-31T18:31:00Z')))).toBe('1986-01-01');
    expect(rule.hourOf(at('1985-12-31T18:10:00Z'))).toBe(23);
  });

  it('follows New York: 20:00 there is still the same date, not tomorrow as in UTC', () => {
    const rule = newYork();
    expect(isoDate(rule.dayOf(at('2025-07-16T00:30:00Z')))).toBe('2025-07-15');
    expect(rule.startOf(day('2025-07-15'))).toBe(at('2025-07-15T04:00:00Z'));
    // A chosen day is stored as its date mark, not as New York's noon (§4.7).
    expect(rule.noonOf(day('2025-07-15'))).toBe(at('2025-07-15T12:00:00Z'));
    expect(rule.hourOf(at('2025-07-16T03:30:00Z'))).toBe(23);
  });

  it('has a 23-hour day in March and a 25-hour day in November (DST)', () => {
    const rule = newYork();
    const march9 = day('2025-03-09');
    const nov2 = day('2025-11-02');
    expect(rule.startOf(march9 + 1) - rule.startOf(march9)).toBe(23 * HOUR);
    expect(rule.startOf(nov2 + 1) - rule.startOf(nov2)).toBe(25 * HOUR);
    // The hour after the clocks go back (01:30 twice) is still November 2.
    expect(isoDate(rule.dayOf(at('2025-11-02T05:30:00Z')))).toBe('2025-11-02');
    expect(isoDate(rule.dayOf(at('2025-11-02T06:30:00Z')))).toBe('2025-11-02');
    expect(isoDate(rule.dayOf(at('2025-11-03T04:59:00Z')))).toBe('2025-11-02');
    expect(isoDate(rule.dayOf(at('2025-11-03T05:00:00Z')))).toBe('2025-11-03');
  });

  it('with a start hour of 3, a 01:30 tick counts for the evening before', () => {
    const rule = newYork(3);
    expect(isoDate(rule.dayOf(at('2025-07-15T05:30:00Z')))).toBe('2025-07-14'); // 01:30 EDT
    expect(isoDate(rule.dayOf(at('2025-07-15T07:00:00Z')))).toBe('2025-07-15'); // 03:00 EDT
    expect(rule.startOf(day('2025-07-15'))).toBe(at('2025-07-15T07:00:00Z'));
  });

  it('follows Auckland, 13 hours ahead in January', () => {
    const rule = auckland();
    expect(isoDate(rule.dayOf(at('2025-01-15T11:30:00Z')))).toBe('2025-01-16');
    expect(rule.startOf(day('2025-01-16'))).toBe(at('2025-01-15T11:00:00Z'));
  });

  it('every instant lies in the day it is given, and days follow each other without a gap', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: at('2024-01-01T00:00:00Z'), max: at('2027-01-01T00:00:00Z') }),
        fc.integer({ min: 0, max: 6 }),
        fc.constantFrom('America/New_York', 'Pacific/Auckland', 'Europe/London', 'Asia/Kolkata'),
        (ms, startHour, zone) => {
          fc.pre(!isDateMark(ms));
          const rule = localDayRule(startHour, zoneOffset(zone), zone);
          const d = rule.dayOf(ms);
          expect(rule.startOf(d)).toBeLessThanOrEqual(ms);
          expect(rule.startOf(d + 1)).toBeGreaterThan(ms);
          expect(rule.dayOf(rule.noonOf(d))).toBe(d);
        },
      ),
    );
  });
});

describe('a day the user chose keeps its date (docs/product.md §4.7)', () => {
  // From UTC-12 to UTC+14: no single instant lies inside one date in all of them.
  const ZONES = [
    'Etc/GMT+12',
    'Pacific/Pago_Pago',
    'America/Santiago',
    'America/New_York',
    'UTC',
    'Europe/London',
    'Asia/Kathmandu',
    'Pacific/Auckland',
    'Pacific/Chatham',
    'Pacific/Kiritimati',
  ];

  it('reads the date mark as its date in every zone, start hour and setting', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: day('1000-01-02'), max: day('9999-12-30') }),
        fc.constantFrom(...ZONES),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 6 }),
        (d, zone, startHour, otherStart) => {
          const local = localDayRule(startHour, zoneOffset(zone), zone);
          const utc = dayRuleFor('utc', otherStart, zone);
          // Chosen in one setting, read in the other (and in itself): the same date.
          for (const chosenIn of [local, utc]) {
            const stored = chosenIn.noonOf(d);
            expect(isDateMark(stored)).toBe(true);
            expect(local.dayOf(stored)).toBe(d);
            expect(utc.dayOf(stored)).toBe(d);
            // Never a dawn or dusk moment: it is a date, not a time of day.
            expect(local.hourOf(stored)).toBe(12);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('Mon, Wed and Fri ticked with UTC days stay Mon, Wed and Fri in Auckland', () => {
    // The defect: 12:00 UTC is already the next date in Auckland (UTC+12/13).
    const nz = auckland();
    const chosen = ['2025-07-14', '2025-07-16', '2025-07-18'].map(day);
    const stored = chosen.map((d) => UTC_DAYS.noonOf(d));
    expect(stored.map((ms) => isoDate(nz.dayOf(ms)))).toEqual([
      '2025-07-14',
      '2025-07-16',
      '2025-07-18',
    ]);
    // A moment of the clock still falls into days by the wall clock there.
    expect(isoDate(nz.dayOf(at('2025-07-14T12:00:00.001Z')))).toBe('2025-07-15');
  });
});

/**
 * The transitions of `zone` between two instants: the first instant of each new offset (found
 * weekly, then to the second), with the offsets before and after.
 */
function transitions(zone: string, from: number, to: number) {
  const offset = zoneOffset(zone);
  const found: { at: number; before: number; after: number }[] = [];
  const WEEK = 7 * DAY_MS;
  for (let t = from; t < to; t += WEEK) {
    const before = offset(t);
    const after = offset(t + WEEK);
    if (before === after) continue;
    let lo = t;
    let hi = t + WEEK;
    while (hi - lo > 1000) {
      const mid = lo + Math.floor((hi - lo) / 2000) * 1000;
      if (offset(mid) === before) lo = mid;
      else hi = mid;
    }
    found.push({ at: hi, before, after: offset(hi) });
  }
  return found;
}

describe('startOf when the clocks change near the day start (docs/product.md §4.2)', () => {
  it('starts at the jump when the start hour is skipped, at its first time when it repeats', () => {
    // Santiago: 2025-09-07 00:00 (-04) jumps to 01:00 (-03).
    const scl = localDayRule(0, zoneOffset('America/Santiago'), 'SCL');
    expect(scl.startOf(day('2025-09-07'))).toBe(at('2025-09-07T04:00:00Z'));
    expect(isoDate(scl.dayOf(at('2025-09-07T03:59:59Z')))).toBe('2025-09-06');
    expect(scl.startOf(day('2025-09-08')) - scl.startOf(day('2025-09-07'))).toBe(23 * HOUR);
    // New York at 02:00: on 2025-03-09 the clocks jump from 02:00 EST to 03:00 EDT.
    expect(newYork(2).startOf(day('2025-03-09'))).toBe(at('2025-03-09T07:00:00Z'));
    // Auckland at 02:00: on 2025-04-06 03:00 NZDT goes back to 02:00 NZST; 02:00 NZDT is first.
    const nz = auckland(2);
    expect(nz.startOf(day('2025-04-06'))).toBe(at('2025-04-05T13:00:00Z'));
    expect(isoDate(nz.dayOf(at('2025-04-05T13:00:00Z')))).toBe('2025-04-06');
    expect(isoDate(nz.dayOf(at('2025-04-05T12:59:59Z')))).toBe('2025-04-05');
  });

  it('every zone with a change between 00:00 and 07:00: the first instant of the local day', () => {
    const from = Date.UTC(2020, 0, 1);
    const to = Date.UTC(2028, 0, 1);
    const MINUTE = 60_000;
    let cases = 0;
    const zones = new Set<string>();
    for (const zone of Intl.supportedValuesOf('timeZone')) {
      // The first gap and the first overlap whose hours touch 00:00 to 07:00 local time.
      const picked = new Map<string, { at: number; before: number; after: number }>();
      for (const change of transitions(zone, from, to)) {
        const kind = change.after > change.before ? 'gap' : 'overlap';
        const low = (change.at + Math.min(change.before, change.after)) % DAY_MS;
        const high = low + Math.abs(change.after - change.before);
        if (low < 7 * HOUR && high > 0 && !picked.has(kind)) picked.set(kind, change);
      }
      for (const change of picked.values()) {
        zones.add(zone);
        for (let startHour = 0; startHour <= 6; startHour += 1) {
          const rule = localDayRule(startHour, zoneOffset(zone), zone);
          const reference = localDayOf(zone, startHour);
          const changeDay = Math.floor((change.at + change.before) / DAY_MS);
          for (const d of [changeDay - 1, changeDay, changeDay + 1, changeDay + 2]) {
            // Naive: walk minute by minute to the first instant the platform calls day d.
            let t = d * DAY_MS + startHour * HOUR - 15 * HOUR;
            while (reference(t + 15 * MINUTE) < d) t += 15 * MINUTE;
            while (reference(t) < d) t += MINUTE;
            // A date mark is its own date's (00:00 at UTC+12 is the day before's 12:00 UTC).
            if (isDateMark(t) && dayOf(t) !== d) t += 1;
            const start = rule.startOf(d);
            expect({ zone, startHour, d: isoDate(d), start }).toEqual({
              zone,
              startHour,
              d: isoDate(d),
              start: t,
            });
            expect(rule.dayOf(start)).toBe(d);
            expect(rule.dayOf(start - 1)).toBe(d - 1);
            cases += 1;
          }
        }
      }
    }
    // Santiago (midnight), New York (02:00), Auckland (02:00 and 03:00) among them.
    expect([...zones]).toEqual(
      expect.arrayContaining(['America/Santiago', 'America/New_York', 'Pacific/Auckland']),
    );
    expect(cases).toBeGreaterThan(1000);
  }, 60_000);
});
