import { t } from '@lingui/core/macro';
import { useId, type ReactNode, type RefObject } from 'react';
import { RadioGroup } from 'radix-ui';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { DAY_START_HOURS } from '../../domain/day-rule';
import { useDaySettings, useDeviceZone } from '../../state/use-day-settings';
import { utcHourHere } from '../../state/utc-times';
import { LanguageSection, SELECT } from './language-section';
import { PauseSection } from './pause-section';
import { ReminderSection } from './reminder-section';
import { FOCUS_RING } from '../../components/ui/focus-ring';
import { dateFormat } from '../../i18n/format';

export interface SettingsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusRef: RefObject<HTMLElement | null>;
  /** The Sync section (features/sync), which the layer above hands in: a feature of its own. */
  sync?: ReactNode;
}

/** "03:00": an hour on the 24-hour clock, in the language's digits. */
const hourLabel = (hour: number) =>
  dateFormat({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(hour * 3_600_000);

/** With UTC days the hour is UTC's, and the local time beside it says what it means here. */
const optionLabel = (hour: number, utc: boolean) => {
  const time = hourLabel(hour);
  if (!utc) return time;
  const here = utcHourHere(hour);
  return here
    ? t({
        comment: 'A day start hour in UTC and the local time it is: "03:00 UTC (11:00 PM here)".',
        message: `${time} UTC (${here} here)`,
      })
    : t({ comment: 'A day start hour in UTC: "03:00 UTC".', message: `${time} UTC` });
};

const RADIO = `flex cursor-pointer items-start gap-3 rounded-2xl border border-line p-3 text-start hover:bg-surface-2 ${FOCUS_RING} data-[state=checked]:border-accent data-[state=checked]:bg-accent-soft`;
const DOT =
  'mt-0.5 grid size-5 shrink-0 place-items-center rounded-full border-2 border-muted [[data-state=checked]>&]:border-accent';

/** One choice of `Days follow`: its name, and a line under it. */
function Choice({ value, name, detail }: { value: string; name: string; detail: string }) {
  return (
    <RadioGroup.Item value={value} aria-label={name} className={RADIO}>
      <span className={DOT} aria-hidden="true">
        <RadioGroup.Indicator className="size-2.5 rounded-full bg-accent" />
      </span>
      <span className="grid gap-0.5">
        <span className="font-semibold">{name}</span>
        <span className="text-muted">{detail}</span>
      </span>
    </RadioGroup.Item>
  );
}

/**
 * docs/product.md §4: which calendar days follow (UTC or this device's time zone) and the hour a
 * day starts. Changing either never rewrites a stored completion; only how ticks fall into days
 * changes. Then the daily reminder (§14).
 */
export function SettingsDialog({ open, onOpenChange, returnFocusRef, sync }: SettingsDialogProps) {
  const [settings, setSettings] = useDaySettings();
  const labelId = useId();
  const hourId = useId();
  const zone = useDeviceZone();
  const utc = settings.dayBoundary === 'utc';
  const startHere = utcHourHere(settings.dayStartHour);
  const start = hourLabel(settings.dayStartHour);
  const utcWord = t({
    comment: 'The time standard; most languages keep the letters UTC.',
    message: 'UTC',
  });
  const localWord = t`This device's time zone`;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t`Settings`} returnFocusRef={returnFocusRef}>
        <div className="grid gap-6 text-sm">
          <section className="grid gap-2">
            <h3 id={labelId} className="font-semibold">
              {t({
                comment: "Heading of a choice: UTC, or this device's time zone.",
                message: 'Days follow',
              })}
            </h3>
            <RadioGroup.Root
              aria-labelledby={labelId}
              value={settings.dayBoundary}
              onValueChange={(value) =>
                setSettings({
                  dayBoundary: value === 'local' ? 'local' : 'utc',
                  dayStartHour: settings.dayStartHour,
                })
              }
              className="grid gap-2"
            >
              <Choice
                value="utc"
                name={utcWord}
                detail={t`The same day everywhere in the world.`}
              />
              <Choice value="local" name={localWord} detail={zone} />
            </RadioGroup.Root>
          </section>
          <section className="grid gap-2">
            <label htmlFor={hourId} className="font-semibold">
              {t`Day starts at`}
            </label>
            <select
              id={hourId}
              value={settings.dayStartHour}
              onChange={(event) =>
                setSettings({
                  dayBoundary: settings.dayBoundary,
                  dayStartHour: Number(event.target.value),
                })
              }
              className={SELECT}
            >
              {DAY_START_HOURS.map((hour) => (
                <option key={hour} value={hour}>
                  {optionLabel(hour, utc)}
                </option>
              ))}
            </select>
            <p className="text-muted">
              {utc && startHere
                ? t`Days start at ${start} UTC, which is ${startHere} here: a tick before then counts for the day before.`
                : t`A night owl's tick before this hour still counts for the evening before.`}
            </p>
          </section>
          <p className="text-muted">
            {t`Changing these never changes a tick you made: only which day each one falls on.`}
          </p>
          <LanguageSection />
          <ReminderSection />
          <PauseSection />
          {sync}
        </div>
      </DialogContent>
    </Dialog>
  );
}
