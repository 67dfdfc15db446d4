import { useFocusReturn } from '../../components/ui/use-focus-return';
import { useBanner } from '../../state/use-banner';

/** "We remember your habits, not your identity." Dismissed for good with "Got it". */
export function CookieBanner() {
  const { dismissed, dismiss } = useBanner();
  const { attach, restore } = useFocusReturn();
  if (dismissed) return null;
  return (
    <section
      ref={attach}
      aria-label="About your data"
      className="pointer-events-auto mx-auto flex w-full max-w-xl items-center gap-3 rounded-2xl border border-line bg-surface/95 p-3 pl-4 shadow-lg backdrop-blur"
    >
      <svg viewBox="0 0 24 24" className="size-5 shrink-0 text-accent-strong" aria-hidden="true">
        <path
          d="M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6l7-3z"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
        <path
          d="M9 12l2 2 4-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      <p className="min-w-0 flex-1 text-sm">We remember your habits, not your identity.</p>
      <button
        type="button"
        onClick={() => {
          dismiss();
          restore();
        }}
        className="h-9 shrink-0 rounded-full bg-fg px-4 text-sm font-semibold text-bg hover:opacity-90 focus-visible:ring-2 focus-visible:ring-accent focus-visible:ring-offset-2 focus-visible:ring-offset-surface focus-visible:outline-none"
      >
        Got it
      </button>
    </section>
  );
}
