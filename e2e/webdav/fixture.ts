import { test as base } from '@playwright/test';
import { startWebdav, webdavMissing, type Webdav } from './server';

/**
 * `webdav`: the real WebDAV server of e2e/webdav/server.ts, one per worker, whose CORS lines
 * allow the app's origin (the project's baseURL). Specs that use it skip, with the reason, where
 * apache2 or nginx is missing, except under CI, where that fails.
 *
 * Built on Playwright's own `test`, not e2e/fixtures.ts's: that one routes every request to
 * another origin (to abort it), and while any route is set Playwright answers every CORS
 * preflight itself, allowing all, so the server's own CORS lines would go untested (and the
 * requests to the server would be aborted).
 */
export const test = base.extend<object, { webdav: Webdav }>({
  webdav: [
    // Playwright reads a fixture's needs from its first parameter, which must be a pattern.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL;
      if (!baseURL) throw new Error('the WebDAV fixture needs the project baseURL');
      const dav = await startWebdav({ origin: new URL(baseURL).origin });
      await use(dav);
      await dav.stop();
    },
    { scope: 'worker', timeout: 30_000 },
  ],
});

/** Call at the top of a spec: skips it where the servers are missing (never under CI). */
export function skipWithoutWebdav(): void {
  const missing = webdavMissing();
  test.skip(!!missing, missing);
}

export { expect } from '@playwright/test';
