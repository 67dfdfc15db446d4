import { plural, t } from '@lingui/core/macro';
import { useId, type ReactNode, type RefObject } from 'react';
import { BADGES, badgeMetrics, badgeProgress } from '../../domain/badges';
import type { DayRule } from '../../domain/day-rule';
import { isoDate, weekOrder } from '../../domain/days';
import type { Habit } from '../../domain/habit/model';
import { dueAndDone, heatMapWeeks } from '../../domain/history';
import { averageStreak, roundAverage, topHabits, totalCompletions } from '../../domain/stats';
import { HeatMap, type HeatCell } from '../../components/ui/heat-map';
import { BadgeIcon } from '../../components/ui/badge-icon';
import { cn } from '../../components/ui/cn';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import type { StatsView } from '../../state/app-store';
import { useUnlockedBadges } from '../../state/use-unlocked-badges';
import { useActiveHabits } from '../../state/use-habits';
import { useDayRule } from '../../state/use-day-rule';
import { useToday } from '../../state/use-today';
import { FOCUS_RING_ON_SURFACE } from '../../components/ui/focus-ring';
import { badgeDescription, badgeName, badgeProgressLabel } from '../../words/badge-words';
import { formatNumber, longDateLabel, weekdayName } from '../../i18n/format';

type Badge = (typeof BADGES)[number];

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
      <DialogContent title={t`Stats`} returnFocusRef={returnFocusRef}>
        {habits.length === 0 ? (
          <div className="grid place-items-center gap-2 py-8 text-center">
            <p className="text-base font-semibold">{t`Ready when you are`}</p>
            <p className="text-sm text-muted">{t`Add your first habit to make today count.`}</p>
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
          label={t`Badges Earned`}
          value={unlocked.length}
          expanded={badgesOpen}
          controls={lowerId}
          onClick={() => onViewChange(badgesOpen ? 'top' : 'badges')}
          icon="variety_seeker"
        />
        <Tile
          label={t`Total Completions`}
          value={totalCompletions(habits, today, rule)}
          controls={lowerId}
          onClick={() => onViewChange('top')}
          icon="first_check"
        />
        <Tile
          label={t`Average Streak`}
          value={formatNumber(roundAverage(averageStreak(habits, today, rule)), {
            minimumFractionDigits: 1,
            maximumFractionDigits: 1,
          })}
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
/** A day of the year over all habits: "Tuesday, July 15, 2025: 2 of 3 done". */
function dayCount(day: number, today: number, due: number, done: number): string {
  const date = longDateLabel(day);
  if (day > today) return t`${date}: upcoming`;
  if (due === 0) return t`${date}: nothing due`;
  return t`${date}: ${done} of ${due} done`;
}

function AllHabitsYear({
  habits,
  today,
  rule,
}: {
  habits: readonly Habit[];
  today: number;
  rule: DayRule;
}) {
  const weeks = heatMapWeeks(today, 53, rule.weekStart);
  const first = weeks[0]?.[0] ?? today;
  const counts = dueAndDone(habits, first, first + weeks.length * 7 - 1, today, rule);
  const cells: HeatCell[][] = weeks.map((week) =>
    week.map((day) => {
      const { due, done } = counts[day - first] ?? { due: 0, done: 0 };
      const share = due === 0 ? 0 : done / due;
      return {
        day,
        date: isoDate(day),
        label: dayCount(day, today, due, done),
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
  const title = t`All habits, last 12 months`;
  return (
    <section className="grid gap-2">
      <h3 className="text-sm font-semibold">{title}</h3>
      <HeatMap
        label={title}
        weeks={cells}
        focusDay={today}
        weekdayLetters={weekOrder(rule.weekStart).map((weekday) => weekdayName(weekday, 'narrow'))}
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
        'grid min-w-0 justify-items-start gap-1 rounded-2xl border p-3 text-start transition-colors',
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
      <h3 className="mb-2 text-sm font-semibold">{t`Top 3 Habits by Highest Streak`}</h3>
      {entries.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line p-4 text-sm text-muted">
          {t`Off to a great start! Keep it going and your streak will start to grow.`}
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
              <span className="min-w-0 break-words">{bestStreakLine(habit.name, bestStreak)}</span>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

/**
 * "Run — best streak of 6 days". The English says "days" for 1 too (as it always has); the
 * plural lets other languages agree.
 */
function bestStreakLine(name: string, bestStreak: number): string {
  return plural(bestStreak, {
    one: `${name} — best streak of # days`,
    other: `${name} — best streak of # days`,
  });
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
        {t`Available Badges`}
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
  badge: Badge;
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
        <span className="text-sm font-semibold">{badgeName(badge.id)}</span>
        <span className="text-xs text-muted">{badgeDescription(badge.id, boundary)}</span>
        <span className="text-xs font-semibold text-accent-strong">
          {earned ? t`Earned` : badgeProgressLabel(badge, progress)}
        </span>
      </span>
    </li>
  );
}
