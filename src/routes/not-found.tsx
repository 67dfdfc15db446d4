import { t } from '@lingui/core/macro';
import { Link } from 'wouter';
import { PageShell } from './layout/page-shell';
import { PATHS } from './paths';
import { buttonClass } from '../components/ui/button';

export default function NotFoundPage() {
  return (
    <PageShell title={t`Page not found · Tickday`}>
      <div className="grid justify-items-center gap-4 rounded-3xl border border-line bg-surface px-6 py-14 text-center">
        <p className="text-6xl font-black tracking-tight text-accent-strong" aria-hidden="true">
          404
        </p>
        <h1 className="text-2xl font-bold tracking-tight">{t`Oops! Page not found`}</h1>
        <p className="max-w-sm text-muted">
          {t`The page you are looking for does not exist. Your habits are safe at home.`}
        </p>
        <Link
          href={PATHS.home}
          className={buttonClass('primary', 'lg', 'mt-2 inline-flex items-center')}
        >
          {t`Return to Home`}
        </Link>
      </div>
    </PageShell>
  );
}
