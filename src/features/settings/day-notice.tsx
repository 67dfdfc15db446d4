import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { noonOf } from '../../domain/days';
import { useDaySettings, utcDayEnd } from '../../state/use-day-settings';
import { useToday } from '../../state/use-today';

/** Devices this far from UTC or more are asked once (docs/product.md §4.4). */
const ASK_FROM_MINUTES = 120;

/**
 * Shown once, on the main page, while the day setting was never chosen and this device is 2 hours
 * or more away from UTC: when the day ends here, and a choice. Either choice is stored.
 */
export function DayNotice() {
  const [settings, setSettings] = useDaySettings();
  const today = useToday();
  const [chosen, setChosen] = useState<'local' | 'utc' | null>(null);
  const said = useRef<HTMLParagraphElement>(null);
  useEffect(() => said.current?.focus(), [chosen]);
  const choose = (dayBoundary: 'local' | 'utc') => {
    setSettings({ dayBoundary, dayStartHour: 0 });
    setChosen(dayBoundary);
  };
  // The choice is said where the buttons were, and focus moves to it (not to the page's body).
  if (chosen) {
    return (
      <div role="status" className="mb-4 rounded-2xl border border-line p-3 text-sm">
        <p ref={said} tabIndex={-1} className="outline-none">
          {chosen === 'local'
            ? "Days now follow this device's time zone."
            : 'Days stay in UTC, ending at midnight UTC.'}{' '}
          Settings, at the foot of the page, can change this.
        </p>
      </div>
    );
  }
  if (settings.chosen) return null;
  // The offset at noon today (UTC days, as the setting was never chosen).
  const { offsetMinutes, endsAt } = utcDayEnd(noonOf(today));
  if (Math.abs(offsetMinutes) < ASK_FROM_MINUTES) return null;
  return (
    <div
      role="status"
      className="mb-4 grid gap-3 rounded-2xl border border-accent/60 bg-accent-soft p-4 text-sm"
    >
      <p>
        <strong className="font-semibold">Your day in Tickday ends at {endsAt} here</strong>{' '}
        (midnight UTC). Count days by this device&apos;s time zone instead, so today ends at your
        midnight?
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="primary" onClick={() => choose('local')}>
          Use my time zone
        </Button>
        <Button variant="outline" onClick={() => choose('utc')}>
          Keep UTC
        </Button>
      </div>
    </div>
  );
}
