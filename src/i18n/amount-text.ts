import { i18n } from '@lingui/core';

/**
 * A typed amount in the current language (docs/product.md §16.5) is read with its decimal
 * separator (`parseAmount(text, decimalSeparator())`) and written with it. No words here (they are
 * in words/amount-input-words), so the Track controls' types can name this file without it joining the
 * first paint's catalog.
 */

let separator: { locale: string; mark: string } | undefined;

/** The mark the current language writes decimals with: `.` in English, `,` in German. */
export function decimalSeparator(): string {
  const locale = i18n.locale;
  if (separator?.locale !== locale) {
    const parts = new Intl.NumberFormat(locale).formatToParts(1.5);
    separator = { locale, mark: parts.find((part) => part.type === 'decimal')?.value ?? '.' };
  }
  return separator.mark;
}

/** An amount as a text field holds it, in the current language: `2.5`, `2,5`; never grouped. */
export function amountText(value: number): string {
  return String(value).replace('.', decimalSeparator());
}
