import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { REMINDER_NAMES } from '../src/platform/reminder-names.ts';

const TEMPLATE = join(dirname(fileURLToPath(import.meta.url)), '../src/platform/reminder-sw.js');
const PLACEHOLDER = '__REMINDER_NAMES__';

/**
 * The service worker's reminder script (/reminder-sw.js): its template with the names the page
 * uses written in, so the cache, files and tags the two share come from one module.
 */
export function reminderWorkerSource(): string {
  const template = readFileSync(TEMPLATE, 'utf8');
  const at = template.indexOf(`= ${PLACEHOLDER};`);
  if (at < 0) throw new Error(`${TEMPLATE} lost its ${PLACEHOLDER}`);
  return template.replace(`= ${PLACEHOLDER};`, `= ${JSON.stringify(REMINDER_NAMES)};`);
}

/** Serves /reminder-sw.js in development and writes it into the build. */
export function reminderWorker(): Plugin {
  return {
    name: 'tickday-reminder-sw',
    configureServer(server) {
      server.middlewares.use('/reminder-sw.js', (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript');
        res.end(reminderWorkerSource());
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'reminder-sw.js', source: reminderWorkerSource() });
    },
  };
}
