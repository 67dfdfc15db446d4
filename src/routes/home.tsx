import { EmptyState } from '../features/habits/empty-state';
import { PageShell } from './layout/page-shell';

export default function HomePage() {
  return (
    <PageShell title="Tickday: the world's simplest habit tracker">
      <EmptyState />
      <button
        type="button"
        className="mt-4 flex h-14 w-full items-center justify-center gap-2 rounded-2xl border-2 border-dashed border-line font-semibold text-muted hover:border-accent hover:text-accent-strong focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
      >
        <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
          <path
            d="M12 5v14M5 12h14"
            stroke="currentColor"
            strokeWidth="2.4"
            strokeLinecap="round"
          />
        </svg>
        Add New Habit
      </button>
    </PageShell>
  );
}
