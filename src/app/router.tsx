import type { ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import { ErrorBoundary } from '../components/ui/error-boundary';
import { preloadable } from '../components/ui/preloadable';
import HomePage from '../routes/home';
import { PageShell } from '../routes/layout/page-shell';
import { PATHS } from '../routes/paths';

/** A page that failed shows its alert inside the header and footer, which keep working. */
const inPage = (alert: ReactNode) => <PageShell title="Tickday">{alert}</PageShell>;
const TermsPage = preloadable('this page', () => import('../routes/terms'), inPage);
const PrivacyPage = preloadable('this page', () => import('../routes/privacy'), inPage);
const NotFoundPage = preloadable('this page', () => import('../routes/not-found'), inPage);

/** The routes, in an error boundary: a page that fails shows an alert with Reload, not a blank. */
export function AppRouter() {
  return (
    <ErrorBoundary part="this page">
      <Switch>
        <Route path={PATHS.home} component={HomePage} />
        <Route path={PATHS.terms} component={TermsPage} />
        <Route path={PATHS.privacy} component={PrivacyPage} />
        <Route component={NotFoundPage} />
      </Switch>
    </ErrorBoundary>
  );
}
