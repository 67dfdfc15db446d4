import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { loadMoreWords, switchLanguage } from '../../i18n/i18n';
import { deviceNameWords, placeProblemWords, problemWords, whenWords } from './sync-words';

/** docs/product.md §17, §18: the Sync section's words, English exactly as before issue 26. */

afterEach(() => {
  i18n.activate('en');
});

const NOW = Date.parse('2026-11-23T12:00:00Z');

describe('sync words', () => {
  it('a default device name reads as it is stored in English; a name the user gave is theirs', () => {
    expect(
      ['Chrome on Mac', 'Safari on iPhone', 'This device', 'Linux', 'Chrome on Linux (K3F9)'].map(
        deviceNameWords,
      ),
    ).toEqual([
      'Chrome on Mac',
      'Safari on iPhone',
      'This device',
      'Linux',
      'Chrome on Linux (K3F9)',
    ]);
    // "on this device" is a message of its own (issue 46 item 2), not "on This device".
    expect(deviceNameWords('Firefox on This device')).toBe('Firefox on this device');
    expect(deviceNameWords('This device (AB12)')).toBe('This device (AB12)');
    expect(deviceNameWords('Chrome on my desk')).toBe('Chrome on my desk');
    expect(deviceNameWords('Chrome on Linux (k3f9)')).toBe('Chrome on Linux (k3f9)');
  });

  it('a default name in each language: "on this device" inflected, the code kept', async () => {
    const names = ['Firefox on This device', 'Chrome on Linux (K3F9)', 'Edge on Windows'];
    const expected = {
      de: ['Firefox auf diesem Gerät', 'Chrome auf Linux (K3F9)', 'Edge auf Windows'],
      ru: ['Firefox на этом устройстве', 'Chrome на Linux (K3F9)', 'Edge на Windows'],
      es: ['Firefox en este dispositivo', 'Chrome en Linux (K3F9)', 'Edge en Windows'],
      fr: ['Firefox sur cet appareil', 'Chrome sur Linux (K3F9)', 'Edge sur Windows'],
      'pt-BR': ['Firefox neste dispositivo', 'Chrome no Linux (K3F9)', 'Edge no Windows'],
      ja: ['この端末のFirefox', 'LinuxのChrome（K3F9）', 'WindowsのEdge'],
      // A bracket at the end of right-to-left text would show on the wrong side: a dot instead.
      ar: ['Firefox على هذا الجهاز', 'Chrome على Linux · K3F9', 'Edge على Windows'],
    } as const;
    for (const [language, words] of Object.entries(expected)) {
      await switchLanguage(language as keyof typeof expected);
      await loadMoreWords();
      expect(names.map(deviceNameWords)).toEqual(words);
    }
    await switchLanguage('en');
  });

  it('a backup picked as a sync file says so, and where it belongs: Your data, then Merge', () => {
    expect(problemWords('backup')).toBe(
      'a Tickday backup, not a sync file: to add its habits here, open it in “Your data” and choose “Merge”',
    );
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
