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
        <Button
          variant="primary"
          onClick={() => setSettings({ dayBoundary: 'local', dayStartHour: 0 })}
        >
          Use my time zone
        </Button>
        <Button
          variant="outline"
          onClick={() => setSettings({ dayBoundary: 'utc', dayStartHour: 0 })}
        >
          Keep UTC
        </Button>
      </div>
    </div>
  );
}
