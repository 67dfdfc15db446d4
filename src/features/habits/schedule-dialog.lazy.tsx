import { t } from '@lingui/core/macro';
import { useState, type FormEvent, type RefObject } from 'react';
import { useRecordActions } from '../../state/use-record-actions';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { readSchedule, type Schedule } from '../../domain/schedule';
import { scheduleLabel } from '../../words/schedule-words';
import { currentLanguage } from '../../i18n/i18n';
import { weekTag } from '../../state/locale';
import { weekendOf } from '../../i18n/weekend';
import { rich } from '../../i18n/rich';
import type { Habit } from '../../domain/habit/model';
import { badTimes, draftOf, scheduleOf } from './repeat-draft';
import RepeatPicker from './repeat-picker';
import TrackPicker from './track-picker';
import { measureDraftOf, measureOf } from './measure-draft';
import { readMeasure } from '../../domain/amount';
import { CardForm } from './card-form';

export interface ScheduleDialogProps {
  habit: Habit;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The schedule and the measure (null: done or not) as saved; either may be unchanged. */
  onSave: (schedule: Schedule) => void;
  returnFocusRef: RefObject<HTMLElement | null>;
}

/**
 * docs/product.md §10: dialog `Schedule for <name>` with the add form's `Repeat` and `Track`
 * controls and `Save`. A new schedule changes how past days read (off, missed), never what was
 * ticked; a new target or goal judges the days logged from now on, and back to done or not keeps
 * every past day as it was (issue 24).
 */
export default function ScheduleDialog({
  habit,
  open,
  onOpenChange,
  onSave,
  returnFocusRef,
}: ScheduleDialogProps) {
  const { setMeasure } = useRecordActions();
  const current = readSchedule(habit.schedule);
  const [draft, setDraft] = useState(() => draftOf(current));
  const [timesError, setTimesError] = useState(0);
  const measure = readMeasure(habit.measure);
  const [track, setTrack] = useState(() => measureDraftOf(measure));
  // Every opening starts from the stored schedule.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setDraft(draftOf(current));
      setTimesError(0);
      setTrack(measureDraftOf(measure));
    }
  }
  const schedule = scheduleOf(draft);
  const pick = measureOf(track);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (badTimes(draft)) return setTimesError((n) => n + 1);
    if (!schedule || !pick.ok) return;
    onSave(schedule);
    setMeasure(habit.id, pick.measure);
    onOpenChange(false);
  };
  const name = habit.name;
  const now = '{now}';
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t`Schedule for ${name}`} returnFocusRef={returnFocusRef}>
        <CardForm onSubmit={submit} className="grid gap-5 text-sm">
          <p className="text-muted">
            {rich(
              t({
                message: `Now: ${now}. Days that are not asked for never break a streak.`,
                comment: 'now: the schedule as it is ("Every day", "3 times a week"), in bold',
              }),
              {
                now: (
                  <span className="font-semibold text-fg">
                    {scheduleLabel(current, weekendOf(weekTag(currentLanguage())))}
                  </span>
                ),
              },
            )}
          </p>
          <RepeatPicker value={draft} onChange={setDraft} timesError={timesError} />
          <div className="border-t border-line pt-4">
            <TrackPicker value={track} onChange={setTrack} />
          </div>
          <div className="flex justify-end gap-2">
            <Button variant="ghost" size="md" onClick={() => onOpenChange(false)}>
              {t`Cancel`}
            </Button>
            <Button
              variant="primary"
              size="md"
              type="submit"
              disabled={(!schedule && !badTimes(draft)) || !pick.ok}
            >
              {t`Save`}
            </Button>
          </div>
        </CardForm>
      </DialogContent>
    </Dialog>
  );
}
