import { t } from '@lingui/core/macro';
import { useLocation } from 'wouter';
import { colorOf, descriptionOf, isActive } from '../domain/habit/model';
import { HabitHistory } from '../features/history/habit-history';
import { useHabit } from '../state/use-habits';
import { PageShell } from './layout/page-shell';
import NotFoundPage from './not-found';
import { BackToHome } from './layout/back-to-home';
import { habitIdFromPath } from './paths';
import { isHistoryList } from './shortcut-paths';
import { HistoryList } from './history-list';

/**
 * `/history/<habit id>` (docs/product.md §12): the habit's name as the page heading, Back to
 * Home, and its history. An unknown or deleted id is the 404 page. `/history` is the list of them.
 */
export default function HistoryPage() {
  useLocation(); // renders again on every move; the id comes from the raw path (paths.ts)
  if (isHistoryList(window.location.pathname)) return <HistoryList />;
  return <HabitHistoryPage />;
}

function HabitHistoryPage() {
  const habit = useHabit(habitIdFromPath(window.location.pathname) ?? '');
  if (!habit || !isActive(habit)) return <NotFoundPage />;
  const name = habit.name;
  const description = descriptionOf(habit);
  return (
    <PageShell
      title={t({
        message: `${name} · History · Tickday`,
        comment: "The browser tab's title of a habit's history page: {name} is the habit's name.",
      })}
    >
      {/* The habit's colour tints its page: the heat map, the bars, the button (styles.css). */}
      <div className="grid gap-4" data-habit-color={colorOf(habit) ?? undefined}>
        <BackToHome className="w-fit" />
        <div className="grid gap-1">
          <h1 className="text-3xl font-bold tracking-tight break-words">{habit.name}</h1>
          {/* Whole here; the card cuts it to a line (docs/product.md §12). */}
          {description && (
            <p dir="auto" className="whitespace-pre-wrap text-muted wrap-anywhere">
              {description}
            </p>
          )}
        </div>
        <HabitHistory habit={habit} />
      </div>
    </PageShell>
  );
}
