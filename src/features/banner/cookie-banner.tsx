import { useFocusReturn } from '../../components/ui/use-focus-return';
import { useBanner } from '../../state/use-banner';
import { Button } from '../../components/ui/button';
import { Notice } from '../../components/ui/notice';

/** "We remember your habits, not your identity." Dismissed for good with "Got it". */
export function CookieBanner() {
  const { dismissed, dismiss } = useBanner();
  const { attach, restore } = useFocusReturn();
  if (dismissed) return null;
  return (
    <Notice ref={attach} role="region" aria-label="About your data">
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
      <Button
        variant="strong"
        onClick={() => {
          dismiss();
          restore();
        }}
        className="shrink-0"
      >
        Got it
      </Button>
    </Notice>
  );
}
