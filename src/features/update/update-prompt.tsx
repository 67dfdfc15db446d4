import { useServiceWorker } from './use-service-worker';

/** "New version available" with Reload, when a new service worker is waiting. */
export default function UpdatePrompt() {
  const { needRefresh, reload, later } = useServiceWorker();
  if (!needRefresh) return null;
  return (
    <div
      role="status"
      className="pointer-events-auto mx-auto flex w-full max-w-xl items-center gap-3 rounded-2xl border border-line bg-surface p-3 pl-4 text-sm shadow-xl"
    >
      <p className="min-w-0 flex-1 font-semibold">New version available</p>
      <button
        type="button"
        onClick={later}
        className="h-9 rounded-full px-3 font-semibold text-muted hover:bg-surface-2 hover:text-fg focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
      >
        Later
      </button>
      <button
        type="button"
        onClick={reload}
        className="h-9 rounded-full bg-accent px-4 font-semibold text-accent-fg hover:brightness-110 focus-visible:ring-2 focus-visible:ring-accent focus-visible:ring-offset-2 focus-visible:ring-offset-surface focus-visible:outline-none"
      >
        Reload
      </button>
    </div>
  );
}
