import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { ErrorBoundary } from '../components/ui/error-boundary';
import HomePage from '../routes/home';
import { PATHS } from '../routes/paths';

const TermsPage = lazy(() => import('../routes/terms'));
const PrivacyPage = lazy(() => import('../routes/privacy'));
const NotFoundPage = lazy(() => import('../routes/not-found'));

/** The routes, in an error boundary: a page that fails shows an alert with Reload, not a blank. */
export function AppRouter() {
  return (
    <ErrorBoundary part="this page">
      <Suspense fallback={null}>
        <Switch>
          <Route path={PATHS.home} component={HomePage} />
          <Route path={PATHS.terms} component={TermsPage} />
          <Route path={PATHS.privacy} component={PrivacyPage} />
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    </ErrorBoundary>
  );
}
