// Screenshots of a running build in light and dark, at 375 and 1280 px wide.
//   node scripts/screenshots.mjs [base=http://127.0.0.1:4173] [outDir=/tmp/shots] [routes...]
// Environment:
//   SETUP='{"color":"blue","ls":{"key":"value"}}'  theme colour and localStorage items to seed
//   CLICK='button:Stats|radio:Blue'                  role:name pairs to click before the shot
//   WAIT=300                                         ms to wait after each click
//   FILE='Import from another app:/tmp/x.zip'        a file input (by label) and a file to pick
//   FULL=1                                           full-page screenshots
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, systemChromium } from './chromium.mjs';

const [, , base = 'http://127.0.0.1:4173', out = '/tmp/shots', ...routes] = process.argv;
const setup = process.env.SETUP ? JSON.parse(process.env.SETUP) : {};
const wait = Number(process.env.WAIT ?? 300);
const clicks = process.env.CLICK ? process.env.CLICK.split('|') : [];

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: systemChromium(),
  args: CHROMIUM_ARGS,
});
for (const mode of ['dark', 'light']) {
  for (const width of [375, 1280]) {
    for (const route of routes.length ? routes : ['/']) {
      const context = await browser.newContext({
        viewport: { width, height: width === 375 ? 812 : 900 },
      });
      await context.addInitScript(
        ([mode, setup]) => {
          if (sessionStorage.getItem('seeded')) return;
          const theme = { color: setup.color ?? 'orange', mode };
          localStorage.setItem('habit-tracker:theme', JSON.stringify(theme));
          for (const [key, value] of Object.entries(setup.ls ?? {}))
            localStorage.setItem(key, value);
          sessionStorage.setItem('seeded', '1');
        },
        [mode, setup],
      );
      const page = await context.newPage();
      await page.goto(base + route);
      await page.waitForTimeout(400);
      for (const click of clicks) {
        const [role, ...name] = click.split(':');
        await page
          .getByRole(role, { name: name.join(':'), exact: true })
          .first()
          .click();
        await page.waitForTimeout(wait);
      }
      if (process.env.FILE) {
        const [label, path] = process.env.FILE.split(/:(.*)/s);
        await page.getByLabel(label, { exact: true }).setInputFiles(path);
        await page.waitForTimeout(wait * 3);
      }
      const file = `${out}/${route.replace(/\W/g, '_')}-${mode}-${width}.png`;
      await page.screenshot({ path: file, fullPage: process.env.FULL === '1' });
      console.log(file);
      await context.close();
    }
  }
}
await browser.close();
