import { t } from '@lingui/core/macro';
import { useEffect, useState } from 'react';
import { preloadable } from '../../components/ui/preloadable';

const UpdatePrompt = preloadable(
  () => t`the update check`,
  () => import('./update-prompt.lazy'),
);

/**
 * Registers the service worker once the page has loaded and is idle, so neither the registration
 * nor workbox-window weighs on the first paint; then shows the update prompt when one is waiting.
 */
export function LazyUpdatePrompt() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const start = () => setReady(true);
    if (document.readyState === 'complete') {
      const timer = setTimeout(start, 500);
      return () => clearTimeout(timer);
    }
    window.addEventListener('load', start, { once: true });
    return () => window.removeEventListener('load', start);
  }, []);
  return ready ? <UpdatePrompt /> : null;
}
