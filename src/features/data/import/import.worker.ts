/// <reference lib="webworker" />
import wasmUrl from 'sql.js/dist/sql-wasm-browser.wasm?url';
import { readForeign, type ForeignResult } from './read-foreign';

/**
 * Reads a picked file off the main thread, so a large or hostile file never freezes the page. The
 * SQLite library (WebAssembly) loads only for a SQLite file.
 */
const loadSql = () =>
  import('sql.js').then(({ default: init }) => init({ locateFile: () => wasmUrl }));

self.onmessage = async (event: MessageEvent<File>) => {
  let result: ForeignResult | { ok: false; problem: 'unreadable' };
  try {
    result = await readForeign(new Uint8Array(await event.data.arrayBuffer()), loadSql);
  } catch {
    result = { ok: false, problem: 'unreadable' };
  }
  self.postMessage(result);
};
