// Screenshots of each language (docs/product.md §18) on a running build, for looking at clipped or
// untranslated words: the main page empty and with habits, the dialogs open, the history page.
//   node scripts/screenshots-languages.mjs [base=http://127.0.0.1:4173] [outDir=/tmp/lang-shots]
// Environment: LANGS=de,ar (default: all), WIDTHS=375,1280 (default: 375), MODE=light|dark
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, systemChromium } from './chromium.mjs';
import { readPo } from './po.mjs';

const [, , base = 'http://127.0.0.1:4173', out = '/tmp/lang-shots'] = process.argv;
const langs = (process.env.LANGS ?? 'en,es,de,fr,pt-BR,ru,ja,ar').split(',');
const widths = (process.env.WIDTHS ?? '375').split(',').map(Number);
const mode = process.env.MODE ?? 'light';
const sample = execFileSync('node', ['scripts/sample-data.mjs'], { encoding: 'utf8' });

/** A language's words by their English source (both catalogs). */
function wordsOf(language) {
  const map = new Map();
  for (const part of ['core', 'more']) {
    const po = readPo(readFileSync(`src/locales/${language}/${part}.po`, 'utf8'));
    for (const [key, value] of po) map.set(key.split('\u0004')[1], value);
  }
  return (english, values = {}) =>
    (map.get(english) || english).replace(/\{(\w+)\}/g, (w, n) => values[n] ?? w);
}

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: systemChromium(), args: CHROMIUM_ARGS });
for (const language of langs) {
  const say = wordsOf(language);
  for (const width of widths) {
    const shots = [
      ['empty', false, []],
      ['habits', true, []],
      ['add', false, [['button', 'Add New Habit']]],
      ['settings', true, [['button', 'Settings']]],
      ['stats', true, [['button', 'Stats']]],
      ['data', true, [['button', 'Your data']]],
      ['calendar', true, [['button', 'Show calendar for {name}', { name: 'Meditate' }]]],
      ['menu', true, [['button', 'More actions for {name}', { name: 'Meditate' }]]],
      ['support', true, [['button', 'Support Tickday']]],
    ];
    for (const [name, withHabits, clicks] of shots) {
      const context = await browser.newContext({
        viewport: { width, height: width === 375 ? 812 : 900 },
        locale: language,
      });
      await context.addInitScript(
        ([language, mode, data]) => {
          if (sessionStorage.getItem('seeded')) return;
          localStorage.setItem('habit-tracker:theme', JSON.stringify({ color: 'orange', mode }));
          localStorage.setItem('habit-tracker:settings', JSON.stringify({ language }));
          localStorage.setItem('habit-tracker:banner-dismissed', 'true');
          if (data) localStorage.setItem('habit-tracker:data', data);
          sessionStorage.setItem('seeded', '1');
        },
        [language, mode, withHabits ? sample : null],
      );
      const page = await context.newPage();
      await page.goto(base + '/');
      await page.waitForTimeout(500);
      try {
        for (const [role, english, values] of clicks) {
          await page
            .getByRole(role, { name: say(english, values), exact: true })
            .first()
            .click();
          await page.waitForTimeout(500);
        }
      } catch (error) {
        console.log(`${language} ${name}: ${String(error).split('\n')[0]}`);
      }
      await page.screenshot({ path: `${out}/${language}-${width}-${name}.png`, fullPage: false });
      await context.close();
    }
  }
}
await browser.close();
console.log(`Screenshots in ${out}`);
