import { SHARE_CACHE } from './share-names';

/**
 * Takes the files the service worker kept from a share (docs/product.md §19.3, src/platform/sw.js):
 * read, then deleted, so a reload does not bring them again. None where Cache Storage is missing
 * or fails.
 */
export async function takeSharedFiles(): Promise<File[]> {
  if (typeof caches === 'undefined') return [];
  try {
    const cache = await caches.open(SHARE_CACHE);
    const files: File[] = [];
    for (const request of await cache.keys()) {
      const response = await cache.match(request);
      if (!response) continue;
      const name = new URL(request.url).searchParams.get('name') ?? 'shared.json';
      const type = response.headers.get('Content-Type') ?? 'application/json';
      files.push(new File([await response.blob()], name, { type }));
    }
    await caches.delete(SHARE_CACHE);
    return files;
  } catch {
    return [];
  }
}
