import { UTC_DAYS, type DayRule } from '../day-rule';
import { hasDay } from '../days';
import {
  DAILY,
  readSchedule,
  runsOf,
  statusesBetween,
  type DayFacts,
  type DayStatus,
} from '../schedule';
import { currentStreak, highestStreakOfDays, longestRun, MIN_REPORTED_STREAK } from '../streaks';
import { isHabitToBreak, type Habit } from './model';
import { doneDays, hasSlip, statusSkips } from './reads';

/**
 * A habit's view on a day (docs/product.md §5, §10): its days' statuses and the streak figures the
 * strip, the card, the calendar, Stats, the badges and the stored best read.
 */

/**
 * Everything the app shows about one habit on `today`, derived through one path
 * (docs/product.md §10): the strip, the card, the calendar footer, Stats and the badges read it.
 */
export interface HabitView {
  facts: DayFacts;
  /** The run that reaches today, by its done days (§10.3; §5.2 for a daily habit). */
  current: number;
  /** The longest run, leaving out the one whose last done day is today; below 2 it is 0 (§5.3). */
  highest: number;
  /** The longest run, the one in progress included (§5.4: "a run reaches N days"). */
  longest: number;
  /**
   * The best streak, the one figure the chip, Top 3 and History show (§6.5): `highest`, or the
   * current run when that is longer; the longest run when it is 2 or more, else 0.
   */
  best: number;
  doneToday: boolean;
  /** Days with a completion, over the whole history (the calendar's "N Completed"). */
  completed: number;
}

const cache = new WeakMap<Habit, { today: number; rule: DayRule; view: HabitView }>();

/**
 * The days, skips and schedule the statuses of `habit` come from, in `rule`, on `today`. Its paused
 * days are among the skips (§10.9). A habit to break (§20) is asked every day, and its done days
 * are its clean days up to `today`.
 */
export function dayFacts(habit: Habit, rule: DayRule = UTC_DAYS, today?: number): DayFacts {
  const toBreak = isHabitToBreak(habit);
  return {
    done: doneDays(habit, rule, today),
    skips: statusSkips(habit),
    schedule: toBreak ? DAILY : readSchedule(habit.schedule),
    weekStart: rule.weekStart,
  };
}

/** §20.2: today is missed once a slip of a habit to break is logged on it (and not skipped). */
function slippedToday(habit: Habit, facts: DayFacts, today: number): boolean {
  return isHabitToBreak(habit) && hasSlip(habit, today) && !hasDay(facts.skips, today);
}

/**
 * The habit's view on `today` in `rule`. Cached per habit object (a change to its completions,
 * schedule or skips makes a new one), today and day rule, so it is never stale.
 */
export function describeHabit(habit: Habit, today: number, rule: DayRule = UTC_DAYS): HabitView {
  const cached = cache.get(habit);
  if (cached && cached.today === today && cached.rule === rule) return cached.view;
  const facts = dayFacts(habit, rule, today);
  const { done } = facts;
  let current: number;
  let highest: number;
  let longest: number;
  if (facts.schedule.type === 'daily' && facts.skips.length === 0) {
    // Every day asked, nothing excused: exactly docs/product.md §5's rules, in linear time.
    current = currentStreak(done, today);
    highest = highestStreakOfDays(done, today);
    longest = longestRun(done);
  } else {
    const { runs, currentLength } = runsOf(facts, today);
    current = currentLength;
    let best = 0;
    longest = 0;
    for (const run of runs) {
      longest = Math.max(longest, run.length);
      if (run.last !== today) best = Math.max(best, run.length);
    }
    highest = best < MIN_REPORTED_STREAK ? 0 : best;
  }
  // A slip today ends the run now, not when the day is over (§20.2).
  if (slippedToday(habit, facts, today)) current = 0;
  const view: HabitView = {
    facts,
    current,
    highest,
    longest,
    best: current >= MIN_REPORTED_STREAK && current > highest ? current : highest,
    doneToday: hasDay(done, today),
    completed: done.length,
  };
  cache.set(habit, { today, rule, view });
  return view;
}

/** The statuses of `habit` from `from` to `to` (inclusive), oldest first. */
export function habitStatuses(
  habit: Habit,
  from: number,
  to: number,
  today: number,
  rule: DayRule = UTC_DAYS,
): DayStatus[] {
  const { facts } = describeHabit(habit, today, rule);
  const statuses = statusesBetween(facts, from, to, today);
  if (from <= today && today <= to && slippedToday(habit, facts, today))
    statuses[today - from] = 'missed';
  return statuses;
}
