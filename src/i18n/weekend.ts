// The week's rest days (docs/product.md §18.5): loaded with what names schedules (the schedule
// dialog, an import's summary), never in the first paint.

/** The week info a browser's `Intl.Locale` gives (1 = Monday ... 7 = Sunday), where it has it. */
export type WeekInfo = { firstDay: number; weekend: readonly number[] };
type WithWeekInfo = Intl.Locale & { getWeekInfo?: () => WeekInfo; weekInfo?: WeekInfo };

/** `Intl.Locale`'s week info for `tag` (its likely region when it names none), if the browser has it. */
export function intlWeekInfo(tag: string): WeekInfo | undefined {
  const locale = new Intl.Locale(tag).maximize() as WithWeekInfo;
  return locale.getWeekInfo?.() ?? locale.weekInfo;
}

/**
 * The weekends that are not Saturday and Sunday, by region (CLDR's week data), for browsers
 * without week info (Firefox, Node): 0 = Sunday ... 6 = Saturday.
 */
const WEEKENDS: Record<string, readonly number[]> = {
  ...Object.fromEntries(
    ['AE', 'BH', 'DZ', 'EG', 'IL', 'IQ', 'JO', 'KW', 'LY', 'OM', 'QA', 'SA', 'SD', 'SY', 'YE'].map(
      (region) => [region, [5, 6]],
    ),
  ),
  AF: [4, 5],
  IR: [5],
  IN: [0],
  UG: [0],
};

/**
 * The week's rest days where `tag` is spoken (0 = Sunday ... 6 = Saturday, ascending): from
 * `Intl.Locale`'s week info where the browser has it, else from the table above by the tag's
 * region (its likely one: "ar" is Egypt's, Friday and Saturday); Saturday and Sunday elsewhere
 * and for a tag that cannot be read. `weekInfo` is for tests.
 */
export function weekendFor(
  tag: string,
  weekInfo: (tag: string) => WeekInfo | undefined = intlWeekInfo,
): readonly number[] {
  try {
    const days = weekInfo(tag)?.weekend;
    if (days && days.length > 0) return [...new Set(days.map((d) => d % 7))].sort((a, b) => a - b);
    const region = new Intl.Locale(tag).maximize().region;
    return (region && WEEKENDS[region]) || [0, 6];
  } catch {
    return [0, 6];
  }
}

const cached = new Map<string, readonly number[]>();

/**
 * `weekendFor(tag)`, worked out once a tag. The tag is the one the week's first day follows
 * (state/locale.ts `weekTag`): the browser's own region when its tag names one ("ar-MA": Saturday
 * and Sunday), else the language's likely one ("ar": Egypt's Friday and Saturday). It names
 * schedules only ("Weekends"); nothing stored depends on it.
 */
export function weekendOf(tag: string): readonly number[] {
  let days = cached.get(tag);
  if (days === undefined) {
    days = weekendFor(tag);
    cached.set(tag, days);
  }
  return days;
}
