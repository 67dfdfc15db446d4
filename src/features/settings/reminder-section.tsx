import { t } from '@lingui/core/macro';
import { useId } from 'react';
import { Button } from '../../components/ui/button';
import { saveTextFile } from '../../state/downloads';
import { Switch } from '../../components/ui/switch';
import { useDaySettings } from '../../state/use-day-settings';
import { reminderCalendarFile } from '../../state/calendar-files';
import { useReminder, type Permission } from '../../state/use-reminder';
import { FOCUS_RING } from '../../components/ui/focus-ring';
import { calendarWords, reminderWords } from '../../words/reminder-words';

/** What the permission means for the reminder, where it stands in the way. */
function permissionWords(permission: Permission): string | undefined {
  switch (permission) {
    case 'denied':
      return t`Notifications are blocked for Tickday in this browser, so the reminder cannot ring here. Allow them in the browser's site settings, or add the reminder to your calendar.`;
    case 'default':
      return t`Tickday may not notify you in this browser yet.`;
    case 'unsupported':
      return t`This browser cannot show notifications from a web page (on an iPhone, add Tickday to the Home Screen first). Add the reminder to your calendar instead.`;
    default:
      return undefined;
  }
}

/**
 * docs/product.md §14: switch `Daily reminder`, time input `Reminder time`, what will and will not
 * happen on this device, the permission as it stands, `Add to calendar`, and switch `Show habit
 * names in notifications` (§14.6). The notification and
 * the calendar event are in the language in use when the reminder is set (§18.2).
 */
export function ReminderSection() {
  const { reminder, permission, setReminder, askPermission } = useReminder(reminderWords);
  const switchId = useId();
  const timeId = useId();
  const aboutId = useId();
  const namesId = useId();
  const namesAboutId = useId();
  const problem = reminder.on ? permissionWords(permission) : undefined;
  const [days] = useDaySettings();
  return (
    <section className="grid gap-3" aria-labelledby={`${switchId}-heading`}>
      <h3 id={`${switchId}-heading`} className="font-semibold">
        {t`Reminder`}
      </h3>
      <div className="flex items-center justify-between gap-3">
        <label htmlFor={switchId} className="font-semibold">
          {t`Daily reminder`}
        </label>
        <Switch
          id={switchId}
          checked={reminder.on}
          aria-describedby={aboutId}
          onCheckedChange={(on) => void setReminder({ ...reminder, on })}
        />
      </div>
      <div className="flex items-center justify-between gap-3">
        <label htmlFor={timeId} className="font-semibold">
          {t`Reminder time`}
        </label>
        <input
          id={timeId}
          type="time"
          step={60}
          required
          value={reminder.time}
          onChange={(event) => {
            // An emptied box keeps the stored time.
            if (/^\d{2}:\d{2}$/.test(event.target.value)) {
              void setReminder({ ...reminder, time: event.target.value });
            }
          }}
          className={`h-11 rounded-xl border border-line bg-surface-2 px-3 text-base text-fg tabular-nums ${FOCUS_RING}`}
        />
      </div>
      <p id={aboutId} className="text-muted">
        {t`While Tickday is open on this device, it notifies you at this time if habits are left today. Installed as an app on Android or a computer, it can also remind you once a day while closed, when the browser allows. A closed browser tab on a phone will not ring: for a reminder on every device, add it to your calendar.`}
        {days.dayBoundary === 'utc' &&
          ` ${t`The time is this device's clock. With UTC days it counts what is left of your date here, so an evening reminder is about your evening, not the UTC day that may have begun.`}`}
      </p>
      {problem && permission === 'default' && (
        <div className="flex flex-wrap items-center gap-3 rounded-xl border border-line p-3">
          <p className="grow">{problem}</p>
          <Button variant="primary" size="md" onClick={() => void askPermission()}>
            {t`Allow notifications`}
          </Button>
        </div>
      )}
      {problem && permission !== 'default' && (
        <p role="alert" className="rounded-xl border border-danger/60 p-3">
          {problem}
        </p>
      )}
      <div>
        <Button
          variant="outline"
          size="md"
          onClick={() => saveTextFile(reminderCalendarFile(reminder.time, calendarWords()))}
        >
          {t`Add to calendar`}
        </Button>
      </div>
      <div className="flex items-center justify-between gap-3">
        <label htmlFor={namesId} className="font-semibold">
          {t`Show habit names in notifications`}
        </label>
        <Switch
          id={namesId}
          checked={reminder.names !== false}
          aria-describedby={namesAboutId}
          onCheckedChange={(on) => {
            const { names: _names, ...rest } = reminder;
            void setReminder(on ? rest : { ...rest, names: false });
          }}
        />
      </div>
      <p id={namesAboutId} className="text-muted">
        {t`A habit with a time of its own (Remind at, in its Edit dialog) is reminded of by name. Off, its notification says "A habit is due", for a name you would rather keep private. The daily reminder only counts.`}
      </p>
    </section>
  );
}
