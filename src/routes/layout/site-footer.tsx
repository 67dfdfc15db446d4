import { t } from '@lingui/core/macro';
import { Link } from 'wouter';
import { linkClass } from '../../components/ui/button';
import { BackupReminder } from '../../features/data/backup-reminder';
import { DataButton } from '../../features/data/data-button';
import { SettingsButton } from '../../features/settings/settings-button';
import { CREATOR } from '../../features/support/creator';
import { CreatorAvatar } from '../../features/support/creator-avatar';
import { SupportButton } from '../../features/support/support-button';
import { rich } from '../../i18n/rich';
import { PATHS } from '../paths';
import { SettingsPart } from './settings-part';

export function SiteFooter() {
  const creator = '{creator}';
  return (
    <footer className="mx-auto mt-16 w-full max-w-xl px-4 pb-8 text-sm text-muted">
      <p className="text-center">{t`Your data is stored locally on your device. Free forever.`}</p>
      <BackupReminder />
      <div className="mt-6 flex flex-wrap items-center gap-3 rounded-2xl border border-line bg-surface p-4">
        <CreatorAvatar />
        <p className="min-w-0 flex-1 basis-48">
          {rich(
            t({
              message: `Made with care by ${creator}. No ads, no accounts, no tracking.`,
              comment: "{creator} is the creator's name, a link to their profile.",
            }),
            {
              creator: (
                <a
                  href={CREATOR.profileUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={linkClass}
                >
                  {CREATOR.name}
                </a>
              ),
            },
          )}
        </p>
        <SupportButton />
      </div>
      <nav
        aria-label={t({
          message: 'Legal',
          comment: "The footer's navigation landmark: links to Terms and Privacy, Data, Settings.",
        })}
        className="mt-5 flex flex-wrap items-center justify-center gap-x-5 gap-y-2"
      >
        <Link href={PATHS.terms} className={linkClass}>
          {t({ message: 'Terms', comment: 'Footer link to the Terms and Conditions page.' })}
        </Link>
        <Link href={PATHS.privacy} className={linkClass}>
          {t({ message: 'Privacy', comment: 'Footer link to the Privacy Policy page.' })}
        </Link>
        <DataButton />
        <SettingsButton dialog={SettingsPart} />
        <span className="tabular-nums">v{__APP_VERSION__}</span>
      </nav>
    </footer>
  );
}
