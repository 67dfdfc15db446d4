import { useDataActions } from '../../state/use-data';
import { useStorageProblem } from '../../state/use-storage-problem';
import { download } from './download';

/**
 * docs/product.md §2: a failed write shows role alert, mentioning storage, until a write
 * succeeds. The change itself is kept in memory by the store.
 */
export function StorageAlert() {
  const problem = useStorageProblem();
  const { exportBackup } = useDataActions();
  if (!problem) return null;
  return (
    <div
      role="alert"
      className="pointer-events-auto mx-auto flex w-full max-w-xl flex-wrap items-start gap-3 rounded-2xl border border-danger/60 bg-surface p-4 text-sm shadow-lg"
    >
      <svg viewBox="0 0 24 24" className="mt-0.5 size-5 shrink-0 text-danger" aria-hidden="true">
        <path
          d="M12 3l10 18H2L12 3z"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
        <path d="M12 10v5M12 18v.01" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <p className="min-w-0 flex-1 basis-52">
        <strong className="font-semibold">Your latest change could not be saved.</strong>{' '}
        {problem === 'quota'
          ? "This browser's storage for Tickday is full."
          : "This browser's storage is turned off or unavailable (a private window can do this)."}{' '}
        The change is kept in this tab until you close it: export a backup to keep it.
      </p>
      <button
        type="button"
        onClick={() => download(exportBackup())}
        className="h-9 shrink-0 self-center rounded-full bg-fg px-4 font-semibold text-bg hover:opacity-90 focus-visible:ring-2 focus-visible:ring-accent focus-visible:ring-offset-2 focus-visible:ring-offset-surface focus-visible:outline-none"
      >
        Export backup
      </button>
    </div>
  );
}
