import { t } from '@lingui/core/macro';
import { useServiceWorker } from './use-service-worker';
import { Button } from '../../components/ui/button';
import { Notice } from '../../components/ui/notice';

/** "New version available" with Reload, when a new service worker is waiting. */
export default function UpdatePrompt() {
  const { needRefresh, reload, later } = useServiceWorker();
  if (!needRefresh) return null;
  return (
    <Notice role="status">
      <p className="min-w-0 flex-1 font-semibold">{t`New version available`}</p>
      <Button variant="ghost" onClick={later}>
        {t`Later`}
      </Button>
      <Button variant="primary" onClick={reload}>
        {t`Reload`}
      </Button>
    </Notice>
  );
}
