import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { deviceNameWords, placeProblemWords, problemWords, whenWords } from './sync-words';

/** docs/product.md §17, §18: the Sync section's words, English exactly as before issue 26. */

afterEach(() => {
  i18n.activate('en');
});

const NOW = Date.parse('2026-11-23T12:00:00Z');

describe('sync words', () => {
  it('a default device name reads as it is stored in English; a name the user gave is theirs', () => {
    expect(
      ['Chrome on Mac', 'Safari on iPhone', 'Firefox on This device', 'This device', 'Linux'].map(
        deviceNameWords,
      ),
    ).toEqual([
      'Chrome on Mac',
      'Safari on iPhone',
      'Firefox on This device',
      'This device',
      'Linux',
    ]);
    expect(deviceNameWords('Chrome on my desk')).toBe('Chrome on my desk');
  });

  it('when: "just now", minutes, hours and days ago, then the date and time', () => {
    expect(whenWords(NOW - 10_000, NOW)).toBe('just now');
    expect(whenWords(NOW - 5 * 60_000, NOW)).toBe('5 minutes ago');
    expect(whenWords(NOW - 3 * 3_600_000, NOW)).toBe('3 hours ago');
    expect(whenWords(NOW - 86_400_000, NOW)).toBe('yesterday');
    expect(whenWords(NOW - 10 * 86_400_000, NOW)).toBe(
      new Date(NOW - 10 * 86_400_000).toLocaleString('en', {
        dateStyle: 'medium',
        timeStyle: 'short',
      }),
    );
  });

  it('when, in the language in use (Intl)', () => {
    i18n.loadAndActivate({ locale: 'de', messages: {} });
    expect(whenWords(NOW - 5 * 60_000, NOW)).toBe('vor 5 Minuten');
    expect(whenWords(NOW - 86_400_000, NOW)).toBe('gestern');
  });

  it('problems: a file’s in lower case, a place’s a sentence; a folder gone is not a server’s', () => {
    expect(problemWords('damaged')).toBe('damaged or cut short');
    expect(problemWords('full')).toBe('The server is full');
    expect(placeProblemWords('not-found', 'webdav')).toBe(
      'That folder does not exist on the server',
    );
    expect(placeProblemWords('not-found', 'folder')).toBe(
      'The sync folder is gone (moved, renamed or deleted): choose it again',
    );
  });
});
