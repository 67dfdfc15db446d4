import { t } from '@lingui/core/macro';
import { useId } from 'react';
import { FOCUS_RING } from '../../components/ui/focus-ring';
import { weekdayName } from '../../i18n/format';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES, WEEK_STARTS } from '../../i18n/languages';
import { useLocaleSettings } from '../../state/use-locale-settings';

export const SELECT = `h-11 rounded-xl border border-line bg-surface-2 px-3 text-base text-fg ${FOCUS_RING}`;

/**
 * docs/product.md §18: the language of every word, date and number, and the day weeks start on
 * (the calendar, the history, weekly schedules and Dawn & Dusk follow it). Each language is named
 * in itself, so someone lost in a language they do not read still finds their own.
 */
export function LanguageSection() {
  const { language, weekStart, setLanguage, setWeekStart } = useLocaleSettings();
  const languageId = useId();
  const weekId = useId();
  return (
    <section className="grid gap-3 sm:grid-cols-2">
      <div className="grid gap-2">
        <label htmlFor={languageId} className="font-semibold">
          {t`Language`}
        </label>
        <select
          id={languageId}
          value={language}
          onChange={(event) => {
            const next = event.target.value;
            if (isLanguage(next)) setLanguage(next);
          }}
          className={SELECT}
        >
          {LANGUAGES.map((code) => (
            <option key={code} value={code} lang={code}>
              {LANGUAGE_NAMES[code]}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-2">
        <label htmlFor={weekId} className="font-semibold">
          {t`Week starts on`}
        </label>
        <select
          id={weekId}
          value={weekStart}
          onChange={(event) => setWeekStart(Number(event.target.value))}
          className={SELECT}
        >
          {WEEK_STARTS.map((day) => (
            <option key={day} value={day}>
              {weekdayName(day)}
            </option>
          ))}
        </select>
      </div>
    </section>
  );
}
