import { DAILY } from '../../../domain/schedule';
import type { ChoicesDraft, ChoicesVerdict } from './choices';
import { DONE_OR_NOT, measureOf } from './measure-draft';
import { badTimes, EVERY_DAY, scheduleOf } from './repeat-draft';
import RepeatPicker from './repeat-picker';
import TrackPicker from './track-picker';
import { GroupField } from './group-field';

/**
 * The add form's `Repeat` (docs/product.md §10), `Track` (issue 24) and `Group` (§2.2) controls,
 * loaded on first use: warmed at idle or when a pointer or focus reaches Add New Habit.
 */
export default function AddChoices({
  value,
  onChange,
  timesError,
}: {
  /** Undefined: every day, done or not, no group. */
  value?: ChoicesDraft;
  onChange: (verdict: ChoicesVerdict) => void;
  timesError: number;
}) {
  const draft = value ?? { repeat: EVERY_DAY, track: DONE_OR_NOT, group: '' };
  const change = (next: ChoicesDraft) => {
    const pick = measureOf(next.track);
    // A habit to break is asked every day (§20): its Repeat is not shown.
    const toBreak = pick.ok && pick.toBreak === true;
    onChange({
      draft: next,
      schedule: toBreak ? DAILY : scheduleOf(next.repeat),
      badTimes: !toBreak && badTimes(next.repeat),
      measure: pick.ok ? pick.measure : false,
      toBreak,
      group: next.group,
    });
  };
  const toBreak = draft.track.track === 'break';
  return (
    <>
      {!toBreak && (
        <div className="w-full border-t border-line px-1 pt-2">
          <RepeatPicker
            value={draft.repeat}
            onChange={(repeat) => change({ ...draft, repeat })}
            timesError={timesError}
          />
        </div>
      )}
      <div className="w-full border-t border-line px-1 pt-2">
        <TrackPicker value={draft.track} onChange={(track) => change({ ...draft, track })} />
      </div>
      <GroupField
        value={draft.group}
        onChange={(group) => change({ ...draft, group })}
        inline
        className="w-full border-t border-line px-1 pt-2"
      />
    </>
  );
}
