import { afterEach, describe, expect, it } from 'vitest';
import { reminderIcs } from '../domain/reminder';
import { calendarWords, reminderWords } from './reminder-words';

/** docs/product.md §14, §18.2: the reminder's words in English, exactly as before issue 26. */

const zoneBefore = process.env.TZ;
afterEach(() => {
  process.env.TZ = zoneBefore;
});

describe("the reminder's words", () => {
  it('the notification: "1 habit left today", "2 habits left today", and its body', () => {
    const words = reminderWords();
    expect([0, 1, 2, 15].map(words.title)).toEqual([
      '0 habits left today',
      '1 habit left today',
      '2 habits left today',
      '15 habits left today',
    ]);
    expect(words.body).toBe('Open Tickday to tick them off.');
  });

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
