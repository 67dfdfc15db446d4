import { Link } from 'wouter';
import { linkClass } from '../../components/ui/button';
import { BackupReminder } from '../../features/data/backup-reminder';
import { DataButton } from '../../features/data/data-button';
import { SettingsButton } from '../../features/settings/settings-button';
import { CREATOR } from '../../features/support/creator';
import { CreatorAvatar } from '../../features/support/creator-avatar';
import { SupportButton } from '../../features/support/support-button';
import { PATHS } from '../paths';

export function SiteFooter() {
  return (
    <footer className="mx-auto mt-16 w-full max-w-xl px-4 pb-8 text-sm text-muted">
      <p className="text-center">Your data is stored locally on your device. Free forever.</p>
      <BackupReminder />
      <div className="mt-6 flex flex-wrap items-center gap-3 rounded-2xl border border-line bg-surface p-4">
        <CreatorAvatar />
        <p className="min-w-0 flex-1 basis-48">
          Made with care by{' '}
          <a
            href={CREATOR.profileUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={linkClass}
          >
            {CREATOR.name}
          </a>
          . No ads, no accounts, no tracking.
        </p>
        <SupportButton />
      </div>
      <nav
        aria-label="Legal"
        className="mt-5 flex flex-wrap items-center justify-center gap-x-5 gap-y-2"
      >
        <Link href={PATHS.terms} className={linkClass}>
          Terms
        </Link>
        <Link href={PATHS.privacy} className={linkClass}>
          Privacy
        </Link>
        <DataButton />
        <SettingsButton />
        <span className="tabular-nums">v{__APP_VERSION__}</span>
      </nav>
    </footer>
  );
}
