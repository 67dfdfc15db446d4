import { t } from '@lingui/core/macro';
import { useId, useState, type FormEvent, type RefObject } from 'react';
import { useRecordActions, type HabitEdit } from '../../../state/use-record-actions';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { FOCUS_RING } from '../../../components/ui/focus-ring';
import { readSchedule } from '../../../domain/schedule';
import { scheduleLabel } from '../../../words/schedule-words';
import { currentLanguage } from '../../../i18n/i18n';
import { weekTag } from '../../../state/locale';
import { weekendOf } from '../../../i18n/weekend';
import { rich } from '../../../i18n/rich';
import {
  colorOf,
  DESCRIPTION_MAX_LENGTH,
  descriptionOf,
  groupOf,
  isBlankName,
  isHabitToBreak,
  NAME_MAX_LENGTH,
  remindAtOf,
  type Habit,
} from '../../../domain/habit/model';
import { badTimes, draftOf, scheduleOf } from './repeat-draft';
import RepeatPicker from './repeat-picker';
import TrackPicker from './track-picker';
import { measureDraftOf, measureOf } from './measure-draft';
import { readMeasure } from '../../../domain/amount';
import { CardForm } from '../card/card-form';
import { ColourPicker } from './colour-picker';
import { GroupField } from './group-field';
import { saveTextFile } from '../../../state/downloads';
import { habitCalendarFile } from '../../../state/calendar-files';
import { useReminder, type Permission } from '../../../state/use-reminder';
import { useStartHabitReminders } from '../../../state/use-start-habit-reminders';
import { habitCalendarWords, reminderWords } from '../../../words/reminder-words';

export interface EditDialogProps {
  habit: Habit;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusRef: RefObject<HTMLElement | null>;
}

const field = `w-full rounded-xl border border-line bg-surface-2 px-3 text-base text-fg placeholder:text-muted ${FOCUS_RING}`;

/**
 * Why a habit's own reminder cannot ring in this browser, in the words Settings uses for the daily
 * one (§14.1); nothing while it can, or may once asked.
 */
function blockedWords(permission: Permission): string | undefined {
  if (permission === 'denied') {
    return t`Notifications are blocked for Tickday in this browser, so the reminder cannot ring here. Allow them in the browser's site settings, or add the reminder to your calendar.`;
  }
  if (permission === 'unsupported') {
    return t`This browser cannot show notifications from a web page (on an iPhone, add Tickday to the Home Screen first). Add the reminder to your calendar instead.`;
  }
  return undefined;
}

/** The dialog's fields as the habit has them: every opening starts from these. */
function fieldsOf(habit: Habit) {
  return {
    name: habit.name,
    group: groupOf(habit),
    color: colorOf(habit),
    description: descriptionOf(habit),
    repeat: draftOf(readSchedule(habit.schedule)),
    track: measureDraftOf(readMeasure(habit.measure), isHabitToBreak(habit)),
    remindAt: remindAtOf(habit) ?? '',
  };
}

/** The dialog's fields as a Save asks for them (a field that does not read is left out). */
function editOf(fields: ReturnType<typeof fieldsOf>): HabitEdit {
  const pick = measureOf(fields.track);
  return {
    name: fields.name,
    schedule: scheduleOf(fields.repeat) ?? undefined,
    measure: pick.ok ? pick.measure : undefined,
    toBreak: pick.ok ? pick.toBreak === true : undefined,
    group: fields.group,
    color: fields.color,
    description: fields.description,
    remindAt: fields.remindAt,
  };
}

/**
 * docs/product.md §2.3: dialog `Edit <name>` with textbox `Habit name`, textbox `Description`,
 * combobox `Group`, radiogroup `Colour`, the add form's `Repeat` and `Track` controls, time input
 * `Remind at` with `Add to calendar` (§14.5), and `Save`:
 * one change, in which only the fields that differ are written and stamped (§16.4). A new schedule
 * changes how past days read (off, missed), never what was ticked; a new target or goal judges the
 * days logged from now on, and back to done or not keeps every past day as it was (issue 24).
 */
export default function EditDialog({ habit, open, onOpenChange, returnFocusRef }: EditDialogProps) {
  const { edit } = useRecordActions();
  const nameId = useId();
  const descriptionId = useId();
  const remindId = useId();
  const remindAboutId = useId();
  const startReminders = useStartHabitReminders(reminderWords);
  const { permission } = useReminder(reminderWords);
  // What the dialog opened with, kept to tell the fields the person changed from those changed
  // elsewhere (another tab, a sync) while it was open: Save writes only the first (issue 56).
  const [opened, setOpened] = useState(() => fieldsOf(habit));
  const [fields, setFields] = useState(opened);
  const [timesError, setTimesError] = useState(0);
  // Every opening starts from the stored habit.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      const start = fieldsOf(habit);
      setOpened(start);
      setFields(start);
      setTimesError(0);
    }
  }
  const set = <K extends keyof typeof fields>(key: K, value: (typeof fields)[K]) =>
    setFields((old) => ({ ...old, [key]: value }));
  const schedule = scheduleOf(fields.repeat);
  const pick = measureOf(fields.track);
  const blank = isBlankName(fields.name);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (badTimes(fields.repeat)) return setTimesError((n) => n + 1);
    if (blank || !schedule || !pick.ok) return;
    edit(habit.id, editOf(fields), editOf(opened));
    if (fields.remindAt && pick.toBreak !== true) startReminders();
    onOpenChange(false);
  };
  const name = habit.name;
  const now = '{now}';
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t({ message: `Edit ${name}`, comment: "The edit dialog's title: a habit's name" })}
        returnFocusRef={returnFocusRef}
      >
        <CardForm onSubmit={submit} className="grid gap-5 text-sm">
          <div className="grid gap-3">
            <div className="grid gap-1">
              <label htmlFor={nameId} className="font-semibold">
                {t`Habit name`}
              </label>
              <input
                id={nameId}
                value={fields.name}
                maxLength={NAME_MAX_LENGTH}
                onChange={(event) => set('name', event.target.value)}
                aria-invalid={blank || undefined}
                autoComplete="off"
                className={`${field} h-10 font-semibold`}
              />
            </div>
            <div className="grid gap-1">
              <label htmlFor={descriptionId} className="font-semibold">
                {t({ message: 'Description', comment: 'A line about a habit, shown on its card' })}
              </label>
              <textarea
                id={descriptionId}
                value={fields.description}
                maxLength={DESCRIPTION_MAX_LENGTH}
                onChange={(event) => set('description', event.target.value)}
                rows={2}
                dir="auto"
                placeholder={t`Why, when or how: one line on the card`}
                className={`${field} py-2 leading-snug`}
              />
            </div>
            <GroupField value={fields.group} onChange={(group) => set('group', group)} />
          </div>
          <ColourPicker value={fields.color} onChange={(color) => set('color', color)} />
          {/* A habit to break is asked every day and never reminded (§20): no Repeat, no Remind at. */}
          {fields.track.track !== 'break' && (
            <>
              <div className="grid gap-3 border-t border-line pt-4">
                <p className="text-muted">
                  {rich(
                    t({
                      message: `Now: ${now}. Days that are not asked for never break a streak.`,
                      comment:
                        'now: the schedule as it is ("Every day", "3 times a week"), in bold',
                    }),
                    {
                      now: (
                        <span className="font-semibold text-fg">
                          {scheduleLabel(
                            readSchedule(habit.schedule),
                            weekendOf(weekTag(currentLanguage())),
                          )}
                        </span>
                      ),
                    },
                  )}
                </p>
                <RepeatPicker
                  value={fields.repeat}
                  onChange={(repeat) => set('repeat', repeat)}
                  timesError={timesError}
                />
              </div>
              <div className="grid gap-2 border-t border-line pt-4">
                <div className="flex items-center justify-between gap-3">
                  <label htmlFor={remindId} className="font-semibold">
                    {t({
                      message: 'Remind at',
                      comment: "A habit's own reminder time; empty: none",
                    })}
                  </label>
                  <input
                    id={remindId}
                    type="time"
                    step={60}
                    value={fields.remindAt}
                    onChange={(event) => set('remindAt', event.target.value.slice(0, 5))}
                    aria-describedby={remindAboutId}
                    className={`h-10 rounded-xl border border-line bg-surface-2 px-3 text-base text-fg tabular-nums ${FOCUS_RING}`}
                  />
                </div>
                <p id={remindAboutId} className="text-muted">
                  {t`Empty means no reminder of its own. At this time, on days this habit is due and not yet done or skipped, Tickday notifies you while it is open on this device or installed as an app. For every device, add it to your calendar.`}
                </p>
                {fields.remindAt && blockedWords(permission) && (
                  <p role="alert" className="rounded-xl border border-danger/60 p-3">
                    {blockedWords(permission)}
                  </p>
                )}
                {fields.remindAt && (
                  <div>
                    <Button
                      variant="outline"
                      size="md"
                      onClick={() => {
                        const shown = blank ? habit.name : fields.name.trim();
                        saveTextFile(
                          habitCalendarFile(
                            { id: habit.id, name: shown },
                            schedule ?? readSchedule(habit.schedule),
                            fields.remindAt,
                            habitCalendarWords(shown),
                          ),
                        );
                      }}
                    >
                      {t`Add to calendar`}
                    </Button>
                  </div>
                )}
              </div>
            </>
          )}
          <div className="border-t border-line pt-4">
            <TrackPicker value={fields.track} onChange={(track) => set('track', track)} />
          </div>
          <div className="flex justify-end gap-2">
            <Button variant="ghost" size="md" onClick={() => onOpenChange(false)}>
              {t`Cancel`}
            </Button>
            <Button
              variant="primary"
              size="md"
              type="submit"
              disabled={blank || (!schedule && !badTimes(fields.repeat)) || !pick.ok}
            >
              {t`Save`}
            </Button>
          </div>
        </CardForm>
      </DialogContent>
    </Dialog>
  );
}
