import { describe, expect, it } from 'vitest';
import { amountSentence, dayName } from './amount-words';

describe('amountSentence', () => {
  it('says a day as the calendar and History do', () => {
    expect(amountSentence(5, 8, 'km')).toBe('5 of 8 km');
    expect(amountSentence(1250.5, null, '')).toBe('1,250.5');
    expect(amountSentence(2, 2, '')).toBe('2 of 2');
    expect(amountSentence(3, null, 'glasses')).toBe('3 glasses');
  });
});

describe('dayName', () => {
  const date = 'Monday, July 14, 2025';
  it('joins the amount, the status and the note after the date', () => {
    expect(dayName(date, { amount: '5 of 8 km', status: 'done' })).toBe(
      'Monday, July 14, 2025: 5 of 8 km, done',
    );
    expect(dayName(date, { status: 'done', note: true })).toBe(
      'Monday, July 14, 2025: done, has a note',
    );
    expect(dayName(date, { amount: null, status: null, note: true })).toBe(
      'Monday, July 14, 2025: has a note',
    );
  });

  it('is the date alone when there is nothing to say', () => {
    expect(dayName(date, {})).toBe(date);
    expect(dayName(date, { amount: '', status: null, note: false })).toBe(date);
  });
});
