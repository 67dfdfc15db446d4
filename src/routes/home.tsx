import { CalendarPopover } from '../features/calendar/calendar-popover';
import { AddHabitForm } from '../features/habits/add-habit-form';
import { EmptyState } from '../features/habits/empty-state';
import { HabitList } from '../features/habits/habit-list';
import { useHasActiveHabits } from '../state/use-habits';
import { useToday } from '../state/use-today';
import { PageShell } from './layout/page-shell';

export default function HomePage() {
  // A boolean, not the list: a toggle must not re-render the page (and with it every card).
  const hasHabits = useHasActiveHabits();
  const today = useToday();
  return (
    <PageShell title="Tickday: the world's simplest habit tracker">
      {hasHabits ? <h1 className="sr-only">Your habits</h1> : <EmptyState />}
      {/* SPEC.md section 4, "Day rollover": a new day re-creates the list so "today" moves. */}
      <div key={today} className="flex flex-col gap-3">
        <HabitList Calendar={CalendarPopover} />
        <div className={hasHabits ? '' : 'mt-1'}>
          <AddHabitForm />
        </div>
      </div>
    </PageShell>
  );
}
