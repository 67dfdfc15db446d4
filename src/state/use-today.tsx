import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useDayRule } from './use-day-rule';

const TodayContext = createContext<number | null>(null);

/**
 * docs/product.md §4.3: "today" (a day number of the user's day rule) moves when the page becomes
 * visible on a later day, when the day ends while the page stays open, and at the first press of a
 * key or pointer after that (a timer can fire late after the machine sleeps). Actions never read
 * this day: they take today from the clock at the moment they run.
 */
export function TodayProvider({ children, day }: { children: ReactNode; day?: number }) {
  const rule = useDayRule();
  // `day`: the day a snapshot of the page is rendered for (app/first-paint/snapshot-writer.lazy.tsx).
  const [today, setToday] = useState(() => day ?? rule.dayOf(Date.now()));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
      const now = Date.now();
      const day = rule.dayOf(now);
      setToday(day);
      clearTimeout(timer);
      timer = setTimeout(refresh, Math.max(1000, rule.startOf(day + 1) - now + 20));
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    // setToday bails out on the same day, so this costs nothing on an ordinary press.
    const onInput = () => setToday(rule.dayOf(Date.now()));
    refresh();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('focus', onVisibility);
    window.addEventListener('pointerdown', onInput, { capture: true, passive: true });
    window.addEventListener('keydown', onInput, { capture: true, passive: true });
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('focus', onVisibility);
      window.removeEventListener('pointerdown', onInput, { capture: true });
      window.removeEventListener('keydown', onInput, { capture: true });
    };
  }, [rule]);
  return <TodayContext value={today}>{children}</TodayContext>;
}

/** Today's day number by the user's day rule, shared by every card so they roll over together. */
export function useToday(): number {
  const today = useContext(TodayContext);
  if (today === null) throw new Error('useToday needs a <TodayProvider> above it');
  return today;
}
