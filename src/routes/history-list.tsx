import { t } from '@lingui/core/macro';
import { useId } from 'react';
import type { Habit } from '../domain/habit/model';
import { Link } from 'wouter';
import { linkClass } from '../components/ui/button';
import { FOCUS_RING } from '../components/ui/focus-ring';
import { useActiveHabits, useArchivedHabits } from '../state/use-habits';
import { BackToHome } from './layout/back-to-home';
import { PageShell } from './layout/page-shell';
import { historyPath } from './paths';
import { ADD_HABIT_URL } from './shortcut-paths';

/**
 * `/history` (docs/product.md §2.10), the installed app's `History` shortcut: the habits shown on
 * the main page, in their order, each a link to its history page; with none, a way to add one.
 * Archived habits follow under their own heading (their history stays whole, §3.6).
 */
export function HistoryList() {
  const habits = useActiveHabits();
  const archived = useArchivedHabits();
  const heading = useId();
  const archivedHeading = useId();
  return (
    <PageShell title={t`History · Tickday`}>
      <div className="grid gap-4">
        <BackToHome className="w-fit" />
        <h1 id={heading} className="text-3xl font-bold tracking-tight">
          {t`History`}
        </h1>
        {habits.length > 0 ? (
          <HistoryLinks habits={habits} labelledBy={heading} />
        ) : (
          <p className="text-muted">
            {t`No habits yet: each habit you add has its history here.`}{' '}
            <Link href={ADD_HABIT_URL} className={`font-semibold text-accent-strong ${linkClass}`}>
              {t`Add a habit`}
            </Link>
          </p>
        )}
        {archived.length > 0 && (
          <>
            <h2 id={archivedHeading} className="mt-2 text-xl font-semibold">
              {t`Archived habits`}
            </h2>
            <HistoryLinks habits={archived} labelledBy={archivedHeading} />
          </>
        )}
      </div>
    </PageShell>
  );
}

function HistoryLinks({ habits, labelledBy }: { habits: readonly Habit[]; labelledBy: string }) {
  return (
    <ul aria-labelledby={labelledBy} className="grid gap-2">
      {habits.map((habit) => (
        <li key={habit.id}>
          <Link
            href={historyPath(habit.id)}
            className={`block rounded-2xl border border-line bg-surface p-4 font-semibold break-words hover:border-accent ${FOCUS_RING}`}
          >
            {habit.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
