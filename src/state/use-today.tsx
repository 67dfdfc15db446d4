import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { DAY_MS, dayOf } from '../domain/days';

const TodayContext = createContext<number | null>(null);

/**
 * docs/product.md §4.3: "today" (a UTC day number) moves when the page becomes visible
 * on a later day, at UTC midnight while the page stays open, and at the first press of a key or
 * pointer after midnight (a timer can fire late after the machine sleeps). Actions never read this
 * day: they take today from the clock at the moment they run.
 */
export function TodayProvider({ children }: { children: ReactNode }) {
  const [today, setToday] = useState(() => dayOf(Date.now()));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
      const now = Date.now();
      setToday(dayOf(now));
      clearTimeout(timer);
      timer = setTimeout(refresh, (dayOf(now) + 1) * DAY_MS - now + 20);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    // setToday bails out on the same day, so this costs nothing on an ordinary press.
    const onInput = () => setToday(dayOf(Date.now()));
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
  }, []);
  return <TodayContext value={today}>{children}</TodayContext>;
}

/** Today's UTC day number, shared by every card so they roll over together. */
export function useToday(): number {
  const today = useContext(TodayContext);
  if (today === null) throw new Error('useToday needs a <TodayProvider> above it');
  return today;
}
