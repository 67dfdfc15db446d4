import { Link } from 'wouter';
import { isActive } from '../domain/habit';
import { HabitHistory } from '../features/history/habit-history';
import { useHabit } from '../state/use-habits';
import { PageShell } from './layout/page-shell';
import NotFoundPage from './not-found';
import { PATHS } from './paths';

/**
 * `/history/<habit id>` (docs/product.md §12): the habit's name as the page heading, Back to
 * Home, and its history. An unknown or deleted id is the 404 page.
 */
export default function HistoryPage({ params }: { params: { id?: string } }) {
  const habit = useHabit(decodeURIComponent(params.id ?? ''));
  if (!habit || !isActive(habit)) return <NotFoundPage />;
  return (
    <PageShell title={`${habit.name} · History · Tickday`}>
      <div className="grid gap-4">
        <Link
          href={PATHS.home}
          className="inline-flex w-fit items-center gap-1.5 rounded-full text-sm font-semibold text-accent-strong hover:underline focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
        >
          <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true">
            <path
              d="M15 18l-6-6 6-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.4"
              strokeLinecap="round"
            />
          </svg>
          Back to Home
        </Link>
        <h1 className="text-3xl font-bold tracking-tight break-words">{habit.name}</h1>
        <HabitHistory habit={habit} />
      </div>
    </PageShell>
  );
}
