import { t } from '@lingui/core/macro';
import { useHydrated } from '../../components/ui/first-render';
import { useShowsStoredState } from '../../state/app-store-context';
import { useFocusReturn } from '../../components/ui/use-focus-return';
import { useBanner } from '../../state/use-banner';
import { Button } from '../../components/ui/button';
import { Notice } from '../../components/ui/notice';
import { Svg, type IconProps } from '../../components/ui/icons';

/** "We remember your habits, not your identity." Dismissed for good with "Got it". */
export default function BannerNotice() {
  const { dismiss } = useBanner();
  const { attach, restore } = useFocusReturn();
  // In the prerendered shell, and until React has hydrated it (its code loads after the page's),
  // a tap on Got it would be lost; until the stored state's render has put the page on screen,
  // focus would have no page to return to (the shell's marks still hide <main>) and fall to the
  // body. The notice takes no tap until both (styles.css, docs/decisions.md "A first paint before
  // React").
  const hydrated = useHydrated();
  const pageShown = useShowsStoredState();
  const takesInput = hydrated && pageShown;
  return (
    <Notice
      ref={attach}
      role="region"
      aria-label={t`About your data`}
      data-hydrating={takesInput ? undefined : ''}
    >
      <ShieldIcon className="size-5 shrink-0 text-accent-strong" />
      <p className="min-w-0 flex-1 text-sm">{t`We remember your habits, not your identity.`}</p>
      <Button
        variant="strong"
        onClick={() => {
          dismiss();
          restore();
        }}
        className="shrink-0"
      >
        {t`Got it`}
      </Button>
    </Notice>
  );
}

/** The notice's shield: drawn only here, so it loads with the notice (components/ui/icons.tsx). */
function ShieldIcon({ className }: IconProps) {
  return (
    <Svg className={className}>
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
    </Svg>
  );
}
