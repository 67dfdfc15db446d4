import type { LoopExport } from '../../../domain/export/loop-export';
import type { WorkerRequest } from '../import/import.worker';

export type WriteOutcome = { ok: true; bytes: Uint8Array } | { ok: false; problem: WriteProblem };
/** offline: the SQLite library could not be fetched; failed: the worker failed or timed out. */
export type WriteProblem = 'offline' | 'failed';

/** A file that takes longer than this to write is given up (the worker is stopped). */
const WRITE_TIMEOUT_MS = 30_000;

/**
 * Writes the Loop backup in the import's worker (import/import.worker.ts, which has the SQLite
 * library: one copy of it in the app); the page stays responsive.
 */
export function writeInWorker(data: LoopExport): Promise<WriteOutcome> {
  return new Promise((resolve) => {
    const worker = new Worker(new URL('../import/import.worker.ts', import.meta.url), {
      type: 'module',
    });
    const finish = (outcome: WriteOutcome) => {
      clearTimeout(timer);
      worker.terminate();
      resolve(outcome);
    };
    const timer = setTimeout(() => finish({ ok: false, problem: 'failed' }), WRITE_TIMEOUT_MS);
    worker.onmessage = (event: MessageEvent<WriteOutcome>) => finish(event.data);
    // The worker's code failed to load (offline before it was ever cached) or crashed.
    worker.onerror = () => finish({ ok: false, problem: 'offline' });
    worker.postMessage({ writeLoop: data } satisfies WorkerRequest);
  });
}
