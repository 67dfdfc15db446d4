import type { ReactNode } from 'react';
import { PageShell } from './layout/page-shell';
import { BackToHome } from './layout/back-to-home';

export const LAST_UPDATED = 'July 16, 2025';

/** The frame of the terms and privacy pages: heading, date, prose sections, Back to Home. */
export function StaticPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <PageShell title={`${title} · Tickday`} minimalHeader>
      <article className="rounded-3xl border border-line bg-surface p-6 sm:p-8">
        <BackToHome />
        <h1 className="mt-6 text-3xl font-bold tracking-tight">{title}</h1>
        <p className="mt-2 text-sm text-muted">Last updated {LAST_UPDATED}</p>
        <div className="mt-6 grid gap-6 leading-relaxed [&_h2]:text-lg [&_h2]:font-semibold [&_li]:ml-5 [&_li]:list-disc [&_p]:text-fg/90 [&_section]:grid [&_section]:gap-2 [&_ul]:grid [&_ul]:gap-1">
          {children}
        </div>
      </article>
    </PageShell>
  );
}
