import { t } from '@lingui/core/macro';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { noonOf } from '../../domain/days';
import { rich } from '../../i18n/rich';
import { useDaySettings, utcDayEnd } from '../../state/use-day-settings';
import { useToday } from '../../state/use-today';

/**
 * The question `DayNotice` asks (docs/product.md §4.4): when the day ends here, and a choice.
 * Either choice is stored, and said where the buttons were.
 */
export default function DayQuestion() {
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
            ? t`Days now follow this device's time zone.`
            : t`Days stay in UTC, ending at midnight UTC.`}{' '}
          {t`Settings, at the foot of the page, can change this.`}
        </p>
      </div>
    );
  }
  if (settings.chosen) return null;
  const { endsAt } = utcDayEnd(noonOf(today));
  const ends = '{ends}';
  return (
    <div
      role="status"
      className="mb-4 grid gap-3 rounded-2xl border border-accent/60 bg-accent-soft p-4 text-sm"
    >
      <p>
        {rich(
          t({
            comment:
              '{ends} is the bold "Your day in Tickday ends at 7:00 PM here" (its own message), put where the language wants it.',
            message: `${ends} (midnight UTC). Count days by this device's time zone instead, so today ends at your midnight?`,
          }),
          {
            ends: (
              <strong className="font-semibold">{t`Your day in Tickday ends at ${endsAt} here`}</strong>
            ),
          },
        )}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="primary" onClick={() => choose('local')}>
          {t`Use my time zone`}
        </Button>
        <Button variant="outline" onClick={() => choose('utc')}>
          {t`Keep UTC`}
        </Button>
      </div>
    </div>
  );
}
