import { test as base } from '@playwright/test';
import { startWebdav, webdavMissing, type DavKind, type Webdav } from './server';

/**
 * `webdav`: the real WebDAV server of e2e/webdav/server.ts, one per worker and kind (`davKind`:
 * Apache, nginx's DAV, rclone behind nginx), whose CORS lines allow the app's origin (the
 * project's baseURL). Specs that use it skip, with the reason, where
 * apache2 or nginx is missing, except under CI, where that fails.
 *
 * Built on Playwright's own `test`, not e2e/fixtures.ts's: that one routes every request to
 * another origin (to abort it), and while any route is set Playwright answers every CORS
 * preflight itself, allowing all, so the server's own CORS lines would go untested (and the
 * requests to the server would be aborted).
 */
export const test = base.extend<
  { webdav: Webdav; davKind: DavKind },
  { davServers: (kind: DavKind) => Promise<Webdav> }
>({
  /** Which server (`test.use({ davKind })`, in a describe per kind): Apache unless set. */
  davKind: ['apache', { option: true }],
  webdav: async ({ davServers, davKind }, provide) => provide(await davServers(davKind)),
  /** The worker's servers, each started when a test first asks for its kind. */
  davServers: [
    // Playwright reads a fixture's needs from its first parameter, which must be a pattern.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL;
      if (!baseURL) throw new Error('the WebDAV fixture needs the project baseURL');
      const started = new Map<DavKind, Promise<Webdav>>();
      await use((kind) => {
        let server = started.get(kind);
        if (!server) {
          server = startWebdav({ origin: new URL(baseURL).origin, kind });
          started.set(kind, server);
        }
        return server;
      });
      await Promise.all([...started.values()].map(async (server) => (await server).stop()));
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
