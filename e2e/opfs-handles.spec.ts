import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

/**
 * The folder place (src/platform/sync-folder.ts) in real Chromium. Headless Chromium shows no
 * folder picker (showDirectoryPicker answers AbortError at once, with or without a click) and
 * Playwright cannot hand a page a directory handle (microsoft/playwright#11288, closed; #18267 on
 * permissions, open), so these tests use the origin's private folder (OPFS), whose handles are real
 * FileSystemDirectoryHandles. The first tests pin down what Chromium does, so a change there shows
 * up here; the last ones run the platform modules themselves on such a folder, in a page that is
 * not the app (the app's build has no way in; the modules are plain TypeScript of their own).
 */

const PAGE = '/__sync-folder/index.html';
const MODULES = ['sync-place', 'sync-folder', 'folder-handle-store'];

/** A blank page of the app's origin with the platform's sync modules beside it, served by the test. */
async function openBlank(page: Page) {
  await page.route('**/__sync-folder/**', (route) => {
    const name = new URL(route.request().url()).pathname.split('/').pop()!;
    const module = name.replace(/\.js$/, '');
    if (!MODULES.includes(module)) {
      return route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>sync</title>',
      });
    }
    const source = readFileSync(join(import.meta.dirname, `../src/platform/${module}.ts`), 'utf8');
    const js = ts.transpileModule(source, {
      compilerOptions: {
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        verbatimModuleSyntax: true,
      },
    }).outputText;
    return route.fulfill({
      contentType: 'text/javascript',
      body: js.replace(/from '\.\/([\w-]+)'/g, "from './$1.js'"),
    });
  });
  await page.goto(PAGE);
}

test.describe('OPFS handles in this Chromium', () => {
  test('have what the folder place needs', async ({ page }) => {
    await openBlank(page);
    const found = await page.evaluate(async () => {
      type Extra = {
        queryPermission?: (d: object) => Promise<string>;
        requestPermission?: (d: object) => Promise<string>;
        move?: (name: string) => Promise<void>;
      };
      const root = await navigator.storage.getDirectory();
      const dir = await root.getDirectoryHandle('capabilities', { create: true });
      const names = async () => {
        const all: string[] = [];
        for await (const entry of dir.values()) all.push(`${entry.name}:${entry.kind}`);
        return all.sort();
      };
      const text = async (h: FileSystemFileHandle) => (await h.getFile()).text();
      const d = dir as FileSystemDirectoryHandle & Extra;
      const file = await dir.getFileHandle('tickday-a.json', { create: true });
      const f = file as FileSystemFileHandle & Extra;
      const emptyAtOnce = (await file.getFile()).size;

      const writable = await file.createWritable();
      await writable.write('first');
      const duringWrite = { text: await text(file), names: await names() };
      await writable.close();
      const afterClose = await text(file);
      const meta = await file.getFile();

      const aborted = await file.createWritable();
      await aborted.write('never seen');
      await aborted.abort();
      const afterAbort = await text(file);

      const temp = await dir.getFileHandle('.tickday-a.json.tmp', { create: true });
      const w = await temp.createWritable();
      await w.write('moved in');
      await w.close();
      await (temp as FileSystemFileHandle & Extra).move!('tickday-a.json');
      const afterMove = { text: await text(file), names: await names() };

      await root.removeEntry('capabilities', { recursive: true });
      const removed: string[] = [];
      for (const act of [
        () => dir.getFileHandle('tickday-a.json'),
        () => dir.getFileHandle('tickday-b.json', { create: true }),
        () => dir.values().next(),
        () => file.getFile(),
        () => file.createWritable(),
      ]) {
        removed.push(
          await act().then(
            () => 'ok',
            (e: Error) => e.name,
          ),
        );
      }
      return {
        picker: typeof (window as { showDirectoryPicker?: unknown }).showDirectoryPicker,
        iterators: [typeof dir.values, typeof dir.entries],
        permission: [
          await d.queryPermission?.({ mode: 'readwrite' }),
          await d.requestPermission?.({ mode: 'readwrite' }),
        ],
        fileMove: typeof f.move,
        emptyAtOnce,
        duringWrite,
        afterClose,
        meta: [meta.size, typeof meta.lastModified],
        afterAbort,
        afterMove,
        removed,
      };
    });
    expect(found).toEqual({
      picker: 'function',
      iterators: ['function', 'function'],
      // Granted without asking: the private folder is the origin's own.
      permission: ['granted', 'granted'],
      fileMove: 'function',
      // getFileHandle({create}) makes the (empty) file before any write.
      emptyAtOnce: 0,
      // Writes go to a swap file beside the target, which keeps its old content until close().
      duringWrite: { text: '', names: ['tickday-a.json.crswap:file', 'tickday-a.json:file'] },
      afterClose: 'first',
      meta: [5, 'number'],
      afterAbort: 'first',
      // move() replaces an existing target.
      afterMove: { text: 'moved in', names: ['tickday-a.json:file'] },
      // A removed folder answers NotFoundError everywhere, also to a create.
      removed: Array(5).fill('NotFoundError'),
    });
  });

  test('a write past the quota fails with QuotaExceededError and leaves the old file', async ({
    page,
    baseURL,
  }) => {
    await openBlank(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Storage.overrideQuotaForOrigin', { origin: baseURL!, quotaSize: 200_000 });
    const found = await page.evaluate(async () => {
      const root = await navigator.storage.getDirectory();
      const dir = await root.getDirectoryHandle('quota', { create: true });
      const file = await dir.getFileHandle('tickday-a.json', { create: true });
      const first = await file.createWritable();
      await first.write('old text');
      await first.close();
      const big = await file.createWritable();
      const error = await big.write('x'.repeat(1_000_000)).then(
        () => 'ok',
        (e: Error) => e.name,
      );
      await big.abort();
      const names: string[] = [];
      for await (const entry of dir.values()) names.push(entry.name);
      return { error, text: await (await file.getFile()).text(), names };
    });
    expect(found).toEqual({
      error: 'QuotaExceededError',
      text: 'old text',
      names: ['tickday-a.json'],
    });
  });

  test('the picker, even after a click, answers AbortError: no dialog in headless Chromium', async ({
    page,
  }) => {
    await openBlank(page);
    await page.evaluate(() => {
      const button = document.body.appendChild(document.createElement('button'));
      button.textContent = 'Pick';
      button.onclick = () => {
        const picker = (window as unknown as { showDirectoryPicker: () => Promise<unknown> })
          .showDirectoryPicker;
        (window as unknown as { picked: Promise<string> }).picked = picker().then(
          () => 'picked',
          (e: Error) => e.name,
        );
      };
    });
    await page.getByRole('button', { name: 'Pick' }).click();
    const answer = await page.evaluate(
      () => (window as unknown as { picked: Promise<string> }).picked,
    );
    expect(answer).toBe('AbortError');
  });
});

test.describe('the folder place on an OPFS folder', () => {
  test('writes, reads, lists and refuses a stale version', async ({ page }) => {
    await openBlank(page);
    const found = await page.evaluate(async () => {
      const { folderPlace, folderPermission, folderSupported, pickFolder } = await import(
        './sync-folder.js' as string
      );
      const root = await navigator.storage.getDirectory();
      const dir = await root.getDirectoryHandle('place', { create: true });
      await dir.getFileHandle('notes.txt', { create: true });
      const place = folderPlace(dir);
      const first = await place.write('tickday-one.json', '{"n":"📅 تقويم 日本"}', null);
      const read = await place.read('tickday-one.json');
      const second = await place.write('tickday-one.json', '{"n":2}', first);
      const stale = await place.write('tickday-one.json', '{"n":3}', first).then(
        () => 'written',
        (e: { reason: string }) => e.reason,
      );
      const taken = await place.write('tickday-one.json', '{}', null).then(
        () => 'written',
        (e: { reason: string }) => e.reason,
      );
      return {
        supported: folderSupported(),
        picked: await pickFolder(),
        permission: await folderPermission(dir, true),
        read: read.text,
        sameVersion: read.version === first,
        newVersion: second !== first,
        list: await place.list(),
        second,
        stale,
        taken,
      };
    });
    expect(found).toMatchObject({
      supported: true,
      picked: null,
      permission: 'granted',
      read: '{"n":"📅 تقويم 日本"}',
      sameVersion: true,
      newVersion: true,
      list: [{ name: 'tickday-one.json', version: found.second }],
      stale: 'changed',
      taken: 'changed',
    });
  });

  test('full, not-found, and the handle kept in IndexedDB across a reload', async ({
    page,
    baseURL,
  }) => {
    await openBlank(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Storage.overrideQuotaForOrigin', { origin: baseURL!, quotaSize: 200_000 });
    const found = await page.evaluate(async () => {
      const { folderPlace, saveFolderHandle } = await import('./sync-folder.js' as string);
      const reason = (p: Promise<unknown>) =>
        p.then(
          () => 'ok',
          (e: { reason: string }) => e.reason,
        );
      const root = await navigator.storage.getDirectory();
      const dir = await root.getDirectoryHandle('kept', { create: true });
      const place = folderPlace(dir);
      const version = await place.write('tickday-a.json', 'old text', null);
      const full = await reason(place.write('tickday-a.json', 'x'.repeat(1_000_000), version));
      const fullFirst = await reason(place.write('tickday-b.json', 'x'.repeat(1_000_000), null));
      const after = await place.read('tickday-a.json');
      const list = (await place.list()).map((e: { name: string }) => e.name);
      const names: string[] = [];
      for await (const entry of dir.values()) names.push(entry.name);
      const gone = await root.getDirectoryHandle('gone', { create: true });
      await root.removeEntry('gone');
      return {
        full,
        fullFirst,
        after: after.text,
        list,
        names,
        notFound: await reason(folderPlace(gone).list()),
        saved: await saveFolderHandle(dir),
      };
    });
    expect(found).toEqual({
      full: 'full',
      fullFirst: 'full',
      after: 'old text',
      list: ['tickday-a.json'],
      // The failed first write took its empty file away again.
      names: ['tickday-a.json'],
      notFound: 'not-found',
      saved: true,
    });

    await page.reload();
    const back = await page.evaluate(async () => {
      const { folderPlace, loadFolderHandle, forgetFolderHandle } = await import(
        './sync-folder.js' as string
      );
      const handle = await loadFolderHandle();
      const root = await navigator.storage.getDirectory();
      const same = await handle.isSameEntry(await root.getDirectoryHandle('kept'));
      const text = (await folderPlace(handle).read('tickday-a.json')).text;
      const forgot = await forgetFolderHandle();
      return {
        real: handle instanceof FileSystemDirectoryHandle,
        same,
        text,
        forgot,
        afterForget: await loadFolderHandle(),
      };
    });
    expect(back).toEqual({
      real: true,
      same: true,
      text: 'old text',
      forgot: true,
      afterForget: null,
    });
  });
});
