import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { CREATOR } from '../features/support/creator';
import { dateFormat } from '../i18n/format';
import { PageShell } from './layout/page-shell';
import { BackToHome } from './layout/back-to-home';

/** When the terms last changed (a UTC instant, shown as a date in the language). */
export const LAST_UPDATED = Date.UTC(2025, 6, 16);
/** When the privacy policy last changed: it says where synced data goes. */
export const PRIVACY_UPDATED = Date.UTC(2026, 10, 27);

/** The frame of the terms and privacy pages: heading, date, prose sections, Back to Home. */
export function StaticPage({
  title,
  updated = LAST_UPDATED,
  children,
}: {
  title: string;
  updated?: number;
  children: ReactNode;
}) {
  // "July 16, 2025"
  const date = dateFormat({ month: 'long', day: 'numeric', year: 'numeric' }).format(updated);
  return (
    <PageShell
      title={t({
        message: `${title} · Tickday`,
        comment: "The browser tab's title of the terms or privacy page: {title} is its heading.",
      })}
      minimalHeader
    >
      <article className="rounded-3xl border border-line bg-surface p-6 sm:p-8">
        <BackToHome />
        <h1 className="mt-6 text-3xl font-bold tracking-tight">{title}</h1>
        <p className="mt-2 text-sm text-muted">
          {t({
            message: `Last updated ${date}`,
            comment:
              'Under the heading of the terms and privacy pages; {date} is a date: July 16, 2025.',
          })}
        </p>
        <div className="mt-6 grid gap-6 leading-relaxed [&_h2]:text-lg [&_h2]:font-semibold [&_li]:ml-5 [&_li]:list-disc [&_p]:text-fg/90 [&_section]:grid [&_section]:gap-2 [&_ul]:grid [&_ul]:gap-1">
          {children}
        </div>
      </article>
    </PageShell>
  );
}

/** The address to write to, a link inside the legal pages' sentences (their `{email}`). */
export function EmailLink() {
  return (
    <a className="font-medium text-accent-strong underline" href={`mailto:${CREATOR.email}`}>
      {CREATOR.email}
    </a>
  );
}
