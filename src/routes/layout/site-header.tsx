import { Link } from 'wouter';
import { Logo } from '../../components/ui/logo';
import { StatsButton } from '../../features/stats/stats-button';
import { DarkModeSwitch } from '../../features/theme/dark-mode-switch';
import { ThemePicker } from '../../features/theme/theme-picker';
import { PATHS } from '../paths';
import { FOCUS_RING } from '../../components/ui/focus-ring';
import { useSyncPlaceSet } from '../../state/sync/use-sync-place-set';
import { SyncIndicator } from './settings-part';

/** Fixed header. `minimal` (terms, privacy) shows only the dark mode switch (docs/product.md §2.1). */
export function SiteHeader({ minimal = false }: { minimal?: boolean }) {
  // With the sync button too, a phone's header has no room for the name beside the logo.
  const syncs = useSyncPlaceSet() && !minimal;
  return (
    <header className="fixed inset-x-0 top-0 z-30 border-b border-line/70 bg-bg/85 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-xl items-center gap-2 px-4 max-[359px]:px-3">
        {!minimal && (
          <Link
            href={PATHS.home}
            className={`-ml-1 flex items-center gap-2 rounded-xl p-1 pr-2 ${FOCUS_RING}`}
          >
            <Logo className="size-8" />
            <span
              className={`text-lg font-bold tracking-tight ${syncs ? 'max-[429px]:sr-only' : ''}`}
            >
              Tickday
            </span>
          </Link>
        )}
        <div className="ml-auto flex items-center gap-1.5 sm:gap-2">
          {syncs && <SyncIndicator />}
          {!minimal && <ThemePicker />}
          <DarkModeSwitch />
          {!minimal && <StatsButton />}
        </div>
      </div>
    </header>
  );
}
