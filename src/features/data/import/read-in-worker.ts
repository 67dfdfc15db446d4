import { MAX_FOREIGN_BYTES, type ForeignResult } from './read-foreign';

export type ReadOutcome = ForeignResult | { ok: false; problem: 'unreadable' | 'timeout' };

/** A file that takes longer than this to read is given up (the worker is stopped). */
export const READ_TIMEOUT_MS = 30_000;

/** Reads `file` in a worker (import.worker.ts); the page stays responsive meanwhile. */
export function readInWorker(file: File, timeoutMs = READ_TIMEOUT_MS): Promise<ReadOutcome> {
  if (file.size > MAX_FOREIGN_BYTES) return Promise.resolve({ ok: false, problem: 'too-large' });
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./import.worker.ts', import.meta.url), { type: 'module' });
    const finish = (outcome: ReadOutcome) => {
      clearTimeout(timer);
      worker.terminate();
      resolve(outcome);
    };
    const timer = setTimeout(() => finish({ ok: false, problem: 'timeout' }), timeoutMs);
    worker.onmessage = (event: MessageEvent<ReadOutcome>) => finish(event.data);
    // The worker's code failed to load (offline before it was ever cached) or crashed.
    worker.onerror = () => finish({ ok: false, problem: 'unreadable' });
    worker.postMessage(file);
  });
}
