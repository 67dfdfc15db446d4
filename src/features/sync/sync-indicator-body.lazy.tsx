import { t } from '@lingui/core/macro';
import { useEffect } from 'react';
import { Button } from '../../components/ui/button';
import { useHydrated } from '../../components/ui/first-render';
import { useSync } from '../../state/sync/use-sync';
import { placeProblemWords, whenWords } from './sync-words';

/** The header's `Sync now`: an icon, the last sync in its tooltip; it starts sync by itself. */
export default function SyncIndicatorBody() {
  const sync = useSync();
  const { start } = sync;
  // Once React has the page: never from a page a snapshot is made of, in a root no one sees
  // (app/first-paint/snapshot-writer.lazy.tsx), which would sync that page's copy of the data.
  const hydrated = useHydrated();
  useEffect(() => (hydrated ? start() : undefined), [hydrated, start]);
  const { state, syncing } = sync.status;
  if (!state.place) return null;
  const problem = sync.status.busy ? 'busy' : state.last?.problem;
  const title = syncing
    ? t`Syncing…`
    : problem
      ? problem === 'permission'
        ? t`Sync paused: reconnect the folder`
        : failed(placeProblemWords(problem, state.place))
      : state.syncedAt
        ? synced(whenWords(state.syncedAt))
        : t`Not synced yet`;
  return (
    <Button
      variant="icon"
      size="md"
      aria-label={t`Sync now`}
      title={title}
      onClick={() => void sync.syncNow(true)}
      className="relative"
    >
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        className={syncing ? 'size-5 animate-spin' : 'size-5'}
      >
        <path d="M20 12a8 8 0 0 1-14.3 4.9M4 12a8 8 0 0 1 14.3-4.9" />
        <path d="M18.5 3v4.2h-4.2M5.5 21v-4.2h4.2" />
      </svg>
      {problem && (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 size-3 rounded-full border-2 border-bg bg-danger"
        />
      )}
    </Button>
  );
}

/** "Sync failed: The server is full". */
function failed(problem: string): string {
  return t({
    comment: 'The header sync button\'s tooltip; {problem} is a sentence ("The server is full").',
    message: `Sync failed: ${problem}`,
  });
}

/** "Synced 2 minutes ago". */
function synced(when: string): string {
  return t({
    comment: '{when} is "just now", "2 minutes ago", "yesterday" or a date and time.',
    message: `Synced ${when}`,
  });
}
