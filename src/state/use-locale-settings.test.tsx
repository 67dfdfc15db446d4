import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../storage/keys';
import { memoryStorage } from '../testing/memory-storage';
import { NOW } from '../testing/builders';
import { createAppStore } from './app-store';
import { AppStoreProvider } from './app-store-context';
import { dayRuleOf } from './device-day-rule';
import { defaultWeekStart, languageOf } from './locale';
import { useLocaleSettings } from './use-locale-settings';

afterEach(() => vi.unstubAllGlobals());

function setup(settings?: string) {
  const storage = memoryStorage();
  if (settings) storage.setItem(STORAGE_KEYS.settings, settings);
  const store = createAppStore(storage, () => NOW);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppStoreProvider store={store}>{children}</AppStoreProvider>
  );
  return { storage, store, ...renderHook(() => useLocaleSettings(), { wrapper }) };
}

describe('language and week start (docs/product.md §18)', () => {
  it("a new English (US) user: English, weeks from Sunday, the day rule's week as before", () => {
    const { result, store } = setup();
    expect(result.current.language).toBe('en');
    expect(result.current.weekStart).toBe(0);
    expect(dayRuleOf(store.getState().days).weekStart).toBe(0);
  });

  it('chooses, stores beside the day settings and follows the choice', () => {
    const { result, storage, store } = setup('{"dayBoundary":"local"}');
    act(() => result.current.setWeekStart(1));
    expect(result.current.weekStart).toBe(1);
    expect(dayRuleOf(store.getState().days).weekStart).toBe(1);
    act(() => result.current.setLanguage('de'));
    expect(result.current.language).toBe('de');
    expect(storage.getItem(STORAGE_KEYS.settings)).toBe(
      '{"dayBoundary":"local","weekStart":1,"language":"de"}',
    );
    // A day setting chosen later keeps the week start.
    act(() => store.setDaySettings({ dayBoundary: 'utc', dayStartHour: 2 }));
    expect(result.current.weekStart).toBe(1);
  });

  it("reads the browser's languages and their region when nothing is chosen", () => {
    vi.stubGlobal('navigator', { languages: ['de-AT', 'en'], language: 'de-AT' });
    expect(languageOf(null)).toBe('de');
    expect(languageOf('xx')).toBe('de');
    expect(languageOf('ja')).toBe('ja');
    expect(defaultWeekStart('de')).toBe(1);
    vi.stubGlobal('navigator', { languages: ['ko'], language: 'ko' });
    expect(languageOf(null)).toBe('en');
  });
});
