import type { KeyValueStore } from '../storage/safe-storage';

/**
 * A localStorage stand-in that lists its keys as localStorage does. `quota` caps the total characters (keys + values) like a browser's
 * quota; `broken` makes every access throw like a disabled storage. Two stores made with the same
 * `map` behave like two tabs of one origin.
 */
export function memoryStorage(
  options: { quota?: number; broken?: boolean; map?: Map<string, string> } = {},
): KeyValueStore & {
  map: Map<string, string>;
  writes: string[];
  readonly length: number;
  key(index: number): string | null;
} {
  const map = options.map ?? new Map<string, string>();
  const writes: string[] = [];
  const size = () => [...map].reduce((n, [k, v]) => n + k.length + v.length, 0);
  const guard = () => {
    if (options.broken) throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  return {
    map,
    writes,
    get length() {
      guard();
      return map.size;
    },
    key(index) {
      guard();
      return [...map.keys()][index] ?? null;
    },
    getItem(key) {
      guard();
      return map.get(key) ?? null;
    },
    setItem(key, value) {
      guard();
      const grow =
        key.length + value.length - (map.has(key) ? key.length + (map.get(key) ?? '').length : 0);
      if (options.quota !== undefined && size() + grow > options.quota) {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      }
      writes.push(key);
      map.set(key, value);
    },
    removeItem(key) {
      guard();
      map.delete(key);
    },
  };
}
