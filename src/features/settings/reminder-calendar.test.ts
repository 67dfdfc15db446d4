import { afterEach, describe, expect, it } from 'vitest';
import { reminderIcs } from '../../domain/reminder';
import { calendarWords } from '../../words/reminder-words';

/** docs/product.md §14.2, §18.2: the daily reminder's calendar file in English, as it always was. */

const zoneBefore = process.env.TZ;
afterEach(() => {
  process.env.TZ = zoneBefore;
});

describe("the daily reminder's calendar file", () => {
  it('the calendar file in English is byte for byte what it was', () => {
    process.env.TZ = 'America/New_York';
    const text = reminderIcs({
      time: '21:15',
      now: Date.parse('2025-07-15T09:30:00Z'),
      url: 'https://tickday.example/',
      zone: 'America/New_York',
      words: calendarWords(),
    });
    expect(text).toBe(
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//Tickday//Daily reminder//EN',
        'CALSCALE:GREGORIAN',
        'METHOD:PUBLISH',
        'X-WR-CALNAME:Tickday',
        'X-WR-TIMEZONE:America/New_York',
        'BEGIN:VEVENT',
        'UID:daily-reminder@tickday.example',
        'DTSTAMP:20250715T093000Z',
        'DTSTART:20250715T211500',
        'DURATION:PT5M',
        'RRULE:FREQ=DAILY',
        "SUMMARY:Tick today's habits",
        'DESCRIPTION:Open Tickday\\, tick what you did today\\; streaks are waiting.\\n',
        ' https://tickday.example/',
        'URL:https://tickday.example/',
        'TRANSP:TRANSPARENT',
        'BEGIN:VALARM',
        'ACTION:DISPLAY',
        "DESCRIPTION:Tick today's habits in Tickday",
        'TRIGGER:PT0M',
        'END:VALARM',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    );
  });
});
