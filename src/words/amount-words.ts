import { t } from '@lingui/core/macro';
import { formatNumber, formatParts } from '../i18n/format';

/** "5 of 8 km", "5 km", "5 of 8" (§16.2: what the calendar and History say of a day's amount). */
export function amountSentence(amount: number, target: number | null, unit: string): string {
  const done = formatNumber(amount);
  if (target === null) return unit ? t`${done} ${unit}` : done;
  const goal = formatNumber(target);
  return unit ? t`${done} of ${goal} ${unit}` : t`${done} of ${goal}`;
}

/**
 * A day's name from its parts (issue 24): `Monday, July 14, 2025: 5 of 8 km, done, has a note`;
 * the date alone when there is nothing to say. The parts are listed as the language lists units.
 */
export function dayName(
  date: string,
  parts: { amount?: string | null; status?: string | null; note?: boolean },
): string {
  const said = [parts.amount, parts.status, parts.note ? t`has a note` : null].filter(
    (part): part is string => typeof part === 'string' && part !== '',
  );
  if (said.length === 0) return date;
  const details = formatParts(said);
  return t`${date}: ${details}`;
}
