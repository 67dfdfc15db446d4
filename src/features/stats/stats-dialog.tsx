import { useId, type ReactNode, type RefObject } from 'react';
import {
  BADGES,
  badgeDescription,
  badgeMetrics,
  badgeProgress,
  type BadgeDefinition,
} from '../../domain/badges';
import type { DayRule } from '../../domain/day-rule';
import { isoDate, longDateLabel, weekdayName } from '../../domain/days';
import type { Habit } from '../../domain/habit';
import { dueAndDone, heatMapWeeks } from '../../domain/history';
import { averageStreak, formatAverage, topHabits, totalCompletions } from '../../domain/stats';
import { HeatMap, type HeatCell } from '../../components/ui/heat-map';
import { BadgeIcon } from '../../components/ui/badge-icon';
import { cn } from '../../components/ui/cn';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import type { StatsView } from '../../state/app-store';
import { useUnlockedBadges } from '../../state/use-badges';
import { useActiveHabits } from '../../state/use-habits';
import { useDayRule, useToday } from '../../state/use-today';
import { FOCUS_RING_ON_SURFACE } from '../../components/ui/focus-ring';

const WEEKDAY_LETTERS = Array.from({ length: 7 }, (_, day) => weekdayName(day, 'narrow'));

interface StatsDialogProps {
  view: StatsView | null;
  onViewChange: (view: StatsView | null) => void;
  returnFocusRef: RefObject<HTMLElement | null>;
}

/** docs/product.md §2.5 and §6. */
export default function StatsDialog({ view, onViewChange, returnFocusRef }: StatsDialogProps) {
  const habits = useActiveHabits();
  return (
    <Dialog open={view !== null} onOpenChange={(open) => !open && onViewChange(null)}>
      <DialogContent title="Stats" returnFocusRef={returnFocusRef}>
        {habits.length === 0 ? (
          <div className="grid place-items-center gap-2 py-8 text-center">
            <p className="text-base font-semibold">Ready when you are</p>
            <p className="text-sm text-muted">Add your first habit to make today count.</p>
          </div>
        ) : (
          <StatsBody view={view ?? 'top'} onViewChange={onViewChange} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function StatsBody({
  view,
  onViewChange,
}: {
  view: StatsView;
  onViewChange: (v: StatsView) => void;
}) {
  const habits = useActiveHabits();
  const unlocked = useUnlockedBadges();
  const today = useToday();
  const rule = useDayRule();
  const now = rule.startOf(today); // only the day matters to the numbers shown here
  const lowerId = useId();
  const badgesOpen = view === 'badges';
  return (
    <div className="grid gap-5">
      <div className="grid grid-cols-3 gap-2">
        <Tile
          label="Badges Earned"
          value={unlocked.length}
          expanded={badgesOpen}
          controls={lowerId}
          onClick={() => onViewChange(badgesOpen ? 'top' : 'badges')}
          icon="variety_seeker"
        />
        <Tile
          label="Total Completions"
          value={totalCompletions(habits)}
          controls={lowerId}
          onClick={() => onViewChange('top')}
          icon="first_check"
        />
        <Tile
          label="Average Streak"
          value={formatAverage(averageStreak(habits, today, rule))}
          controls={lowerId}
          onClick={() => onViewChange('top')}
          icon="on_a_roll"
        />
      </div>
      <section id={lowerId} aria-live="polite">
        {badgesOpen ? (
          <BadgeList unlocked={unlocked} metrics={badgeMetrics(habits, now, 'change', rule)} />
        ) : (
          <TopHabits entries={topHabits(habits, now, rule)} />
        )}
      </section>
      <AllHabitsYear habits={habits} today={today} rule={rule} />
    </div>
  );
}

/**
 * docs/product.md §12: the last 12 months over all habits; a cell says how many of the habits due
 * that day were done, and is darker the more of them were.
 */
function AllHabitsYear({
  habits,
  today,
  rule,
}: {
  habits: readonly Habit[];
  today: number;
  rule: DayRule;
}) {
  const weeks = heatMapWeeks(today);
  const first = weeks[0]?.[0] ?? today;
  const counts = dueAndDone(habits, first, first + weeks.length * 7 - 1, today, rule);
  const cells: HeatCell[][] = weeks.map((week) =>
    week.map((day) => {
      const { due, done } = counts[day - first] ?? { due: 0, done: 0 };
      const share = due === 0 ? 0 : done / due;
      return {
        day,
        date: isoDate(day),
        label: `${longDateLabel(day)}: ${
          day > today ? 'upcoming' : due === 0 ? 'nothing due' : `${done} of ${due} done`
        }`,
        className:
          day > today
            ? 'border-line/60 bg-transparent'
            : due === 0 || done === 0
              ? 'border-line bg-surface-2'
              : share < 0.34
                ? 'border-accent/40 bg-accent/30'
                : share < 0.67
                  ? 'border-accent/60 bg-accent/60'
                  : share < 1
                    ? 'border-accent/80 bg-accent/80'
                    : 'border-accent bg-accent',
      };
    }),
  );
  return (
    <section className="grid gap-2">
      <h3 className="text-sm font-semibold">All habits, last 12 months</h3>
      <HeatMap
        label="All habits, last 12 months"
        weeks={cells}
        focusDay={today}
        weekdayLetters={WEEKDAY_LETTERS}
      />
    </section>
  );
}

interface TileProps {
  label: string;
  value: ReactNode;
  expanded?: boolean;
  controls: string;
  onClick: () => void;
  icon: string;
}

function Tile({ label, value, expanded, controls, onClick, icon }: TileProps) {
  const labelId = useId();
  const valueId = useId();
  return (
    <button
      type="button"
      aria-labelledby={labelId}
      aria-describedby={valueId}
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onClick}
      className={cn(
        'grid min-w-0 justify-items-start gap-1 rounded-2xl border p-3 text-left transition-colors',
        FOCUS_RING_ON_SURFACE,
        expanded ? 'border-accent bg-accent-soft' : 'border-line bg-surface-2 hover:border-muted',
      )}
    >
      <BadgeIcon id={icon} className="size-5 text-accent-strong" />
      <span id={valueId} className="text-2xl font-bold tabular-nums">
        {value}
      </span>
      <span id={labelId} className="text-xs leading-tight font-medium text-muted">
        {label}
      </span>
    </button>
  );
}

function TopHabits({ entries }: { entries: ReturnType<typeof topHabits> }) {
  return (
    <>
      <h3 className="mb-2 text-sm font-semibold">Top 3 Habits by Highest Streak</h3>
      {entries.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line p-4 text-sm text-muted">
          Off to a great start! Keep it going and your streak will start to grow.
        </p>
      ) : (
        <ol className="grid gap-2">
          {entries.map(({ habit, bestStreak }, i) => (
            <li
              key={habit.id}
              className="flex items-center gap-3 rounded-2xl border border-line bg-surface-2 p-3 text-sm"
            >
              <span
                className="grid size-7 shrink-0 place-items-center rounded-full bg-accent text-xs font-bold text-accent-fg"
                aria-hidden="true"
              >
                {i + 1}
              </span>
              <span className="min-w-0 break-words">
                {habit.name} — best streak of {bestStreak} days
              </span>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

function BadgeList({
  unlocked,
  metrics,
}: {
  unlocked: readonly string[];
  metrics: ReturnType<typeof badgeMetrics>;
}) {
  const headingId = useId();
  return (
    <>
      <h3 id={headingId} className="mb-2 text-sm font-semibold">
        Available Badges
      </h3>
      <ul aria-labelledby={headingId} className="grid gap-2 sm:grid-cols-2">
        {BADGES.map((badge) => (
          <BadgeItem
            key={badge.id}
            badge={badge}
            earned={unlocked.includes(badge.id)}
            progress={badgeProgress(badge, metrics)}
          />
        ))}
      </ul>
    </>
  );
}

interface BadgeItemProps {
  badge: BadgeDefinition;
  earned: boolean;
  progress: { current: number; milestone: number };
}

function BadgeItem({ badge, earned, progress }: BadgeItemProps) {
  const { boundary } = useDayRule();
  return (
    <li
      data-locked={!earned}
      data-badge={badge.id}
      className={cn(
        'flex items-start gap-3 rounded-2xl border p-3',
        // Locked: dashed, with the icon dimmed; the text keeps full contrast (WCAG AA 4.5:1).
        earned ? 'border-accent/60 bg-accent-soft' : 'border-dashed border-line',
      )}
    >
      <span
        className={cn(
          'grid size-10 shrink-0 place-items-center rounded-xl',
          earned ? 'bg-accent text-accent-fg' : 'bg-surface-2 text-muted opacity-60',
        )}
      >
        <BadgeIcon id={badge.id} className="size-5" />
      </span>
      <span className="grid min-w-0 gap-0.5">
        <span className="text-sm font-semibold">{badge.name}</span>
        <span className="text-xs text-muted">{badgeDescription(badge, boundary)}</span>
        <span className="text-xs font-semibold text-accent-strong">
          {earned ? 'Earned' : progressLabel(badge, progress)}
        </span>
      </span>
    </li>
  );
}

/** "4/7 days" for counted milestones; "Not yet" for yes/no ones. */
function progressLabel(
  badge: BadgeDefinition,
  { current, milestone }: { current: number; milestone: number },
) {
  return milestone === 1 ? 'Not yet' : `${current}/${milestone} ${badge.unit}`;
}
