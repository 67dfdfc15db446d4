import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { preloadable } from '../../components/ui/preloadable';
import { noonOf } from '../../domain/days';
import { useDaySettings } from '../../state/use-day-settings';
import { useToday } from '../../state/use-today';
import { useHydrated } from '../../components/ui/first-render';

/** Devices this far from UTC or more are asked once (docs/product.md §4.4). */
const ASK_FROM_MINUTES = 120;

const DayQuestion = preloadable(
  () => t`the time zone question`,
  () => import('./day-question.lazy'),
);

/**
 * Asks once, on the main page, while the day setting was never chosen and this device is 2 hours
 * or more away from UTC. Only the check is in the first paint: the question's words and buttons
 * load when it is due (docs/decisions.md, "Room in / for the words"), and stay to say the choice.
 * The main page puts it in the stack of notices, so its arrival moves nothing (docs/decisions.md,
 * "The time zone question in the notice stack").
 */
export function DayNotice() {
  const [settings] = useDaySettings();
  const today = useToday();
  // The offset at noon today (UTC days, as the setting was never chosen), read from the clock and
  // not from Intl: no time format is made unless the question is due. Not asked while the
  // prerendered shell or a snapshot hydrates: the shell was rendered in UTC, knowing neither this
  // zone nor the setting, and a snapshot is rendered as the shell is (app/first-paint/snapshot-writer.lazy.tsx).
  const due =
    useHydrated() &&
    !settings.chosen &&
    Math.abs(new Date(noonOf(today)).getTimezoneOffset()) >= ASK_FROM_MINUTES;
  const [asked, setAsked] = useState(due);
  if (due && !asked) setAsked(true);
  return asked ? <DayQuestion /> : null;
}
