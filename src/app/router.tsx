import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import HomePage from '../routes/home';
import { PATHS } from '../routes/paths';

const TermsPage = lazy(() => import('../routes/terms'));
const PrivacyPage = lazy(() => import('../routes/privacy'));
const NotFoundPage = lazy(() => import('../routes/not-found'));

export function AppRouter() {
  return (
    <Suspense fallback={null}>
      <Switch>
        <Route path={PATHS.home} component={HomePage} />
        <Route path={PATHS.terms} component={TermsPage} />
        <Route path={PATHS.privacy} component={PrivacyPage} />
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
