/// <reference lib="webworker" />
import wasmUrl from 'sql.js/dist/sql-wasm-browser.wasm?url';
import type { LoopExport } from '../../../domain/export/loop-export';
import { writeLoopDb } from '../export/write-loop-db';
import { readForeign, type ForeignResult } from './read-foreign';

/**
 * Reads a picked file off the main thread, so a large or hostile file never freezes the page, and
 * writes the file for Loop (docs/product.md §13.4) with the same SQLite library (WebAssembly),
 * which loads only for a SQLite file or that export.
 */
const loadSql = () =>
  import('sql.js').then(({ default: init }) => init({ locateFile: () => wasmUrl }));

/** A file to read, or the rows of a Loop backup to write. */
export type WorkerRequest = File | { writeLoop: LoopExport };

self.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  if ('writeLoop' in event.data) return writeLoop(event.data.writeLoop);
  let result: ForeignResult | { ok: false; problem: 'unreadable' };
  try {
    result = await readForeign(new Uint8Array(await event.data.arrayBuffer()), loadSql);
  } catch {
    result = { ok: false, problem: 'unreadable' };
  }
  self.postMessage(result);
};

async function writeLoop(data: LoopExport) {
  let SQL;
  try {
    SQL = await loadSql();
  } catch {
    self.postMessage({ ok: false, problem: 'offline' });
    return;
  }
  try {
    const bytes = writeLoopDb(SQL, data);
    self.postMessage({ ok: true, bytes }, [bytes.buffer]);
  } catch {
    self.postMessage({ ok: false, problem: 'failed' });
  }
}
