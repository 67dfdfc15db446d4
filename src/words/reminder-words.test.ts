import { describe, expect, it } from 'vitest';
import { habitCalendarWords, reminderWords } from './reminder-words';

/** docs/product.md §14, §18.2: the reminder's words in English, exactly as before issue 26. */

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

  it('a habit\'s own: "A habit is due" when names are off, and its body (§14.5, §14.6)', () => {
    const words = reminderWords();
    expect(words.habitDue).toBe('A habit is due');
    expect(words.habitBody).toBe('Open Tickday to tick it off.');
  });

  it("a habit's calendar event is titled with its name", () => {
    expect(habitCalendarWords('Read; slowly')).toEqual({
      summary: 'Read; slowly',
      description: 'Time for Read; slowly: open Tickday and tick it when it is done.',
      alarm: 'Time for Read; slowly',
    });
  });
});
