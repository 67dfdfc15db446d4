import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { cleanup, render, screen } from '@testing-library/react';
import { createAppStore } from '../state/app-store';
import { STORAGE_KEYS } from '../storage/keys';
import { habitWith } from '../testing/builders';
import { memoryStorage } from '../testing/memory-storage';
import { App } from './app';

const NOW = Date.UTC(2025, 6, 15, 9, 30);

/** A valid stored habit, or one broken in a single, known way. */
const habitArb = fc
  .record({
    id: fc.string({ minLength: 1, maxLength: 8 }),
    name: fc.string({ maxLength: 40 }),
    days: fc.uniqueArray(fc.integer({ min: -400, max: 0 }), { maxLength: 20 }),
    deleted: fc.boolean(),
    extra: fc.option(fc.jsonValue(), { nil: undefined }),
    breakage: fc.constantFrom(
      'none',
      'none',
      'none',
      'name-number',
      'bad-month',
      'string-time',
      'no-schedule',
      'empty-id',
      'null',
    ),
  })
  .map(({ id, name, days, deleted, extra, breakage }) => {
    const habit: Record<string, unknown> = {
      ...habitWith({ id, name, days, isDeleted: deleted }),
      ...(extra === undefined ? {} : { extra }),
    };
    switch (breakage) {
      case 'name-number':
        return { value: { ...habit, name: 42 }, valid: false };
      case 'bad-month':
        return {
          value: { ...habit, completionsWithTimes: { '2025': { '13': [1] } } },
          valid: false,
        };
      case 'string-time':
        return {
          value: { ...habit, completionsWithTimes: { '2025': { '7': ['1'] } } },
          valid: false,
        };
      case 'no-schedule':
        return { value: { ...habit, schedule: undefined }, valid: false };
      case 'empty-id':
        return { value: { ...habit, id: '' }, valid: false };
      case 'null':
        return { value: null, valid: false };
      default:
        return { value: habit, valid: true, active: !deleted, id };
    }
  });

const sideValue = fc.oneof(
  fc.jsonValue().map((v) => JSON.stringify(v)),
  fc.string(),
);

function renderApp(items: Map<string, string>) {
  const store = createAppStore(memoryStorage({ map: items }), () => NOW);
  render(<App store={store} />);
  return store;
}

// Sixty whole-app renders take ~3 s on a quiet machine and over 5 s (Vitest's default limit) on a
// loaded one; the limit is for hangs, not speed (speed is the bench's).
const FUZZ_TIMEOUT = 30_000;

describe('the app starts on any stored data (docs/product.md §8)', () => {
  it(
    'keeps every valid habit and quarantines what was left out when something is broken',
    () => {
      fc.assert(
        fc.property(
          fc.array(habitArb, { maxLength: 8 }),
          fc.dictionary(
            fc.constantFrom(
              STORAGE_KEYS.theme,
              STORAGE_KEYS.badges,
              STORAGE_KEYS.badgesSeen,
              STORAGE_KEYS.lastInteraction,
              STORAGE_KEYS.bannerDismissed,
              STORAGE_KEYS.backup,
            ),
            sideValue,
          ),
          (habits, side) => {
            const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
            const error = vi.spyOn(console, 'error');
            const blob = JSON.stringify({ version: 1, habits: habits.map((h) => h.value) });
            const items = new Map([...Object.entries(side), [STORAGE_KEYS.data, blob]]);
            try {
              const store = renderApp(items);
              // Valid habits load in order; the first of a repeated id wins.
              const seen = new Set<string>();
              const expected: string[] = [];
              const left: unknown[] = [];
              // What was stored, as read back: JSON has no -0, so `extra: [-0]` is stored as 0.
              const stored = (JSON.parse(blob) as { habits: unknown[] }).habits;
              for (const [i, h] of habits.entries()) {
                if (!h.valid || seen.has(h.id!)) {
                  left.push(stored[i]);
                  continue;
                }
                seen.add(h.id!);
                if (h.active) expected.push(h.id!);
              }
              expect(
                store
                  .getState()
                  .habits.filter((h) => !h.isDeleted)
                  .map((h) => h.id),
              ).toEqual(expected);
              const list = screen.queryByRole('list', { name: 'Habits' });
              expect(list ? list.querySelectorAll(':scope > li').length : 0).toBe(expected.length);
              // The quarantine keeps the habits left out, each whole (§8.1), not the whole blob.
              const broken = left.length > 0;
              const kept = items.get(STORAGE_KEYS.quarantine);
              expect(kept === undefined ? null : JSON.parse(kept)).toEqual(
                broken ? { from: STORAGE_KEYS.data, habits: left, parts: [] } : null,
              );
              expect(warn).toHaveBeenCalledTimes(broken ? 1 : 0);
              expect(error).not.toHaveBeenCalled();
            } finally {
              cleanup();
              warn.mockRestore();
              error.mockRestore();
            }
          },
        ),
        { numRuns: 60 },
      );
    },
    FUZZ_TIMEOUT,
  );

  it(
    'starts on arbitrary JSON, or garbage, under the data key',
    () => {
      fc.assert(
        fc.property(
          fc.oneof(
            fc.jsonValue().map((v) => JSON.stringify(v)),
            fc.string(),
          ),
          (raw) => {
            const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
            const error = vi.spyOn(console, 'error');
            const items = new Map<string, string>([[STORAGE_KEYS.data, raw]]);
            try {
              renderApp(items);
              expect(screen.getByRole('button', { name: 'Add New Habit' })).toBeInTheDocument();
              // Anything but a valid envelope is moved aside, never silently dropped.
              const readable = items.get(STORAGE_KEYS.data) === raw;
              expect(readable || items.get(STORAGE_KEYS.quarantine) === raw).toBe(true);
              expect(error).not.toHaveBeenCalled();
            } finally {
              cleanup();
              warn.mockRestore();
              error.mockRestore();
            }
          },
        ),
        { numRuns: 60 },
      );
    },
    FUZZ_TIMEOUT,
  );
});
