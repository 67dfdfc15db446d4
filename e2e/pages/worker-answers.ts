import type { BrowserContext, Page } from '@playwright/test';

/**
 * How each address `page` fetches from now on was answered, by path and query (docs/decisions.md,
 * "The return visit without the service worker's start"): `cache` through a static route, `worker`
 * by the service worker's script, `network` past it. `stopWorker` stops the worker, as a visit the
 * next day finds it.
 */
export async function watchAnswers(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  const answers = new Map<string, string>();
  cdp.on('Network.responseReceived', ({ response }) => {
    const url = new URL(response.url);
    const routed = response.serviceWorkerRouterInfo?.actualSourceType;
    answers.set(
      url.pathname + url.search,
      routed ?? (response.fromServiceWorker ? 'worker' : 'network'),
    );
  });
  await cdp.send('Network.enable');
  return {
    answers,
    stopWorker: async () => {
      await cdp.send('ServiceWorker.enable');
      await cdp.send('ServiceWorker.stopAllWorkers');
    },
  };
}
