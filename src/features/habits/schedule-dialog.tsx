import { useState, type FormEvent, type RefObject } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { describeSchedule, readSchedule, type Schedule } from '../../domain/schedule';
import type { Habit } from '../../domain/habit';
import { badTimes, draftOf, scheduleOf } from './repeat-draft';
import RepeatPicker from './repeat-picker';

export interface ScheduleDialogProps {
  habit: Habit;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSave: (schedule: Schedule) => void;
  returnFocusRef: RefObject<HTMLElement | null>;
}

/**
 * docs/product.md §10: dialog `Schedule for <name>` with the add form's `Repeat` controls and
 * `Save`. A new schedule changes how past days read (off, missed), never what was ticked.
 */
export default function ScheduleDialog({
  habit,
  open,
  onOpenChange,
  onSave,
  returnFocusRef,
}: ScheduleDialogProps) {
  const current = readSchedule(habit.schedule);
  const [draft, setDraft] = useState(() => draftOf(current));
  const [timesError, setTimesError] = useState(0);
  // Every opening starts from the stored schedule.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setDraft(draftOf(current));
      setTimesError(0);
    }
  }
  const schedule = scheduleOf(draft);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (badTimes(draft)) return setTimesError((n) => n + 1);
    if (!schedule) return;
    onSave(schedule);
    onOpenChange(false);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={`Schedule for ${habit.name}`} returnFocusRef={returnFocusRef}>
        <form onSubmit={submit} noValidate className="grid gap-5 text-sm">
          <p className="text-muted">
            Now: <span className="font-semibold text-fg">{describeSchedule(current)}</span>. Days
            that are not asked for never break a streak.
          </p>
          <RepeatPicker value={draft} onChange={setDraft} timesError={timesError} />
          <div className="flex justify-end gap-2">
            <Button variant="ghost" size="md" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button
              variant="primary"
              size="md"
              type="submit"
              disabled={!schedule && !badTimes(draft)}
            >
              Save
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
