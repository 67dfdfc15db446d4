import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { PageShell } from './page-shell';

/** A page that failed shows its alert inside the header and footer, which keep working. */
export const inPage = (alert: ReactNode) => <PageShell title="Tickday">{alert}</PageShell>;

/** A page's name in its error alert, in the language in use when the alert shows. */
export const thisPage = () => t`this page`;
