/// <reference lib="webworker" />
import wasmUrl from 'sql.js/dist/sql-wasm-browser.wasm?url';
import type { LoopExport } from '../../../domain/export/loop-export';
import { writeLoopDb } from './write-loop-db';

/**
 * Writes the Loop backup off the main thread with the SQLite library the importer reads Loop's
 * files with (WebAssembly, fetched on first use): the bytes, or 'offline' when it cannot be had.
 */
self.onmessage = async (event: MessageEvent<LoopExport>) => {
  let SQL;
  try {
    const { default: init } = await import('sql.js');
    SQL = await init({ locateFile: () => wasmUrl });
  } catch {
    self.postMessage({ ok: false, problem: 'offline' });
    return;
  }
  try {
    const bytes = writeLoopDb(SQL, event.data);
    self.postMessage({ ok: true, bytes }, [bytes.buffer]);
  } catch {
    self.postMessage({ ok: false, problem: 'failed' });
  }
};
