import { Route, Switch } from 'wouter';
import { ErrorBoundary } from '../components/ui/error-boundary';
import { preloadable } from '../components/ui/preloadable';
import HomePage from '../routes/home';
import { HistoryPage } from '../routes/history-route';
import { inPage, thisPage } from '../routes/layout/in-page';
import { PATHS } from '../routes/paths';

const TermsPage = preloadable(thisPage, () => import('../routes/terms.lazy'), {
  frame: inPage,
});
const PrivacyPage = preloadable(thisPage, () => import('../routes/privacy.lazy'), {
  frame: inPage,
});
const NotFoundPage = preloadable(thisPage, () => import('../routes/not-found.lazy'), {
  frame: inPage,
});

/** The routes, in an error boundary: a page that fails shows an alert with Reload, not a blank. */
export function AppRouter() {
  return (
    <ErrorBoundary part={thisPage}>
      <Switch>
        <Route path={PATHS.home} component={HomePage} />
        <Route path={PATHS.terms} component={TermsPage} />
        <Route path={PATHS.privacy} component={PrivacyPage} />
        <Route path={PATHS.history} component={HistoryPage} />
        <Route component={NotFoundPage} />
      </Switch>
    </ErrorBoundary>
  );
}
