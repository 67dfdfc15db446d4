import { t } from '@lingui/core/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { CloseIcon } from '../../components/ui/icons-lazy';
import { Notice } from '../../components/ui/notice';
import { useFocusReturn } from '../../components/ui/use-focus-return';
import { noonOf } from '../../domain/days';
import { rich } from '../../i18n/rich';
import { useDaySettings } from '../../state/use-day-settings';
import { utcDayEnd } from '../../state/utc-times';
import { useToday } from '../../state/use-today';

/**
 * The question `DayNotice` asks (docs/product.md §4.4): when the day ends here, and a choice.
 * It sits in the stack of notices at the bottom of the page, so arriving after the first paint
 * moves nothing on the page (docs/decisions.md, "The time zone question in the notice stack"),
 * as a region named by its words, so a screen reader's landmarks reach it from anywhere. Either
 * choice is stored and said in the same notice, in place of the question, until it is dismissed.
 */
export default function DayQuestion() {
  const [settings, setSettings] = useDaySettings();
  const today = useToday();
  const [chosen, setChosen] = useState<'local' | 'utc' | 'closed' | null>(null);
  const said = useRef<HTMLParagraphElement>(null);
  const name = useId();
  // On the one notice node whether asking or saying: focus that came from elsewhere (a Tab into
  // the buttons) goes back there on Dismiss.
  const { attach, restore } = useFocusReturn();
  useEffect(() => said.current?.focus(), [chosen]);
  const choose = (dayBoundary: 'local' | 'utc') => {
    setSettings({ dayBoundary, dayStartHour: 0 });
    setChosen(dayBoundary);
  };
  if (chosen === 'closed' || (!chosen && settings.chosen)) return null;
  const ends = '{ends}';
  const endsAt = chosen ? '' : utcDayEnd(noonOf(today));
  return (
    <section aria-labelledby={name}>
      {chosen ? (
        // The choice is said in place of the question, and focus moves to it (not to the body).
        <Notice ref={attach} role="status">
          <p id={name} ref={said} tabIndex={-1} className="min-w-0 flex-1 outline-none">
            {chosen === 'local'
              ? t`Days now follow this device's time zone.`
              : t`Days stay in UTC, ending at midnight UTC.`}{' '}
            {t`Settings, at the foot of the page, can change this.`}
          </p>
          <Button
            variant="icon"
            onClick={() => {
              setChosen('closed');
              restore();
            }}
            aria-label={t`Dismiss`}
            aria-describedby={name}
          >
            <CloseIcon className="size-4" />
          </Button>
        </Notice>
      ) : (
        <Notice
          ref={attach}
          role="status"
          tone="accent"
          className="animate-[td-rise_200ms_ease-out] flex-wrap gap-x-4 gap-y-3 p-4!"
        >
          <p className="min-w-0 flex-[1_1_18rem]">
            {rich(
              t({
                comment:
                  '{ends} is the bold "Your day in Tickday ends at 7:00 PM here" (its own message), put where the language wants it.',
                message: `${ends} (midnight UTC). Count days by this device's time zone instead, so today ends at your midnight?`,
              }),
              {
                ends: (
                  <strong id={name} className="font-semibold">
                    {t`Your day in Tickday ends at ${endsAt} here`}
                  </strong>
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
        </Notice>
      )}
    </section>
  );
}
