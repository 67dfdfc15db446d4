/**
 * Change times as hybrid logical clocks (docs/product.md §17.2): wall time, a counter and the id
 * of the device that made the change, written `"1764043262345-0-k3j9x2ab"`. A device's next
 * time is never below one it made or merged, so a change made after seeing another wins over it
 * even when the two devices' clocks disagree by minutes; the counter orders changes within one
 * millisecond, and the device id orders two devices' changes at the same instant. A plain number
 * (1.3's times, and a tick's own moment) reads as that millisecond with counter 0 and no device.
 */
export type Stamp = number | string;

const STAMP = /^(\d{1,15})-(\d{1,9})-([0-9a-z]{1,16})$/;

/** Whether `value` is a change time: a finite number, or a clock reading as above. */
export const isStamp = (value: unknown): value is Stamp =>
  typeof value === 'number'
    ? Number.isFinite(value)
    : typeof value === 'string' && STAMP.test(value);

/** A time's wall milliseconds, counter and device ('' for a plain number). */
export function stampParts(stamp: Stamp): [number, number, string] {
  if (typeof stamp === 'number') return [stamp, 0, ''];
  const [, ms, counter, device] = STAMP.exec(stamp) ?? [];
  return [Number(ms), Number(counter), device ?? ''];
}

/**
 * The clock's next reading on `device` at wall time `wall`, after `last` (its own or merged); a
 * counter at its 9 digits moves on to the next millisecond.
 */
export function nextStamp(last: Stamp | undefined, wall: number, device: string): string {
  const [ms, counter] = last === undefined ? [0, 0] : stampParts(last);
  if (wall > ms) return `${wall}-0-${device}`;
  return counter < 999_999_999 ? `${ms}-${counter + 1}-${device}` : `${ms + 1}-0-${device}`;
}

/** Orders two times (undefined: never changed, before all): negative, 0 or positive. */
export function compareStamps(a: Stamp | undefined, b: Stamp | undefined): number {
  if (a === b) return 0;
  if (a === undefined) return -1;
  if (b === undefined) return 1;
  const [am, ac, ad] = stampParts(a);
  const [bm, bc, bd] = stampParts(b);
  return am - bm || ac - bc || (ad < bd ? -1 : ad > bd ? 1 : 0);
}
