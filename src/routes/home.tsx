import { t } from '@lingui/core/macro';
import { CalendarPopover } from '../features/calendar/calendar-popover';
import { AddHabitForm } from '../features/habits/editor/add-habit-form';
import { EmptyState } from '../features/habits/list/empty-state';
import { StorageWarning } from '../features/data/storage-warning';
import { ArchivedSlot, HabitList } from '../features/habits/list/habit-list';
import { DayNotice } from '../features/settings/day-notice';
import { TickLinkSlot } from '../features/habits/link/tick-link-slot';
import { useHasActiveHabits } from '../state/use-habits';
import { PageShell } from './layout/page-shell';
import { HistoryHrefContext } from '../components/ui/history-href';
import { historyPath } from './paths';
import { HistoryPage } from './history-route';

const HISTORY_LINK = { href: historyPath, preload: HistoryPage.preload };

export default function HomePage() {
  // A boolean, not the list: a toggle must not re-render the page (and with it every card).
  const hasHabits = useHasActiveHabits();
  return (
    <PageShell
      title={t`Tickday: the world's simplest habit tracker`}
      notice={
        <>
          <StorageWarning />
          <DayNotice />
          <TickLinkSlot />
        </>
      }
    >
      {hasHabits ? <h1 className="sr-only">{t`Your habits`}</h1> : <EmptyState />}
      {/*
        docs/product.md §4.3: every card reads "today" from TodayProvider and moves
        with it; nothing is re-created, so a name being typed or renamed survives midnight.
      */}
      <HistoryHrefContext value={HISTORY_LINK}>
        <div className="flex flex-col gap-3">
          <HabitList Calendar={CalendarPopover} />
          <div className={hasHabits ? '' : 'mt-1'}>
            <AddHabitForm />
          </div>
          <ArchivedSlot />
        </div>
      </HistoryHrefContext>
    </PageShell>
  );
}
