import { chromium } from '@playwright/test';
const [, , base = 'http://127.0.0.1:4173', out = '/tmp/shots', ...routes] = process.argv;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-sync',
  ],
});
import { mkdirSync } from 'node:fs';
mkdirSync(out, { recursive: true });
const setup = process.env.SETUP ? JSON.parse(process.env.SETUP) : {};
for (const mode of ['dark', 'light'])
  for (const width of [375, 1280])
    for (const route of routes.length ? routes : ['/']) {
      const ctx = await browser.newContext({
        viewport: { width, height: width === 375 ? 812 : 900 },
      });
      await ctx.addInitScript(
        ([mode, setup]) => {
          if (!sessionStorage.getItem('seeded')) {
            localStorage.setItem(
              'habit-tracker:theme',
              JSON.stringify({ color: setup.color ?? 'orange', mode }),
            );
            for (const [k, v] of Object.entries(setup.ls ?? {})) localStorage.setItem(k, v);
            sessionStorage.setItem('seeded', '1');
          }
        },
        [mode, setup],
      );
      const page = await ctx.newPage();
      await page.goto(base + route);
      await page.waitForTimeout(400);
      if (process.env.CLICK) {
        for (const c of process.env.CLICK.split('|')) {
          const [role, name] = c.split(':');
          await page.getByRole(role, { name, exact: true }).first().click();
          await page.waitForTimeout(300);
        }
      }
      const name = `${out}/${route.replace(/\W/g, '_')}-${mode}-${width}.png`;
      await page.screenshot({ path: name, fullPage: process.env.FULL === '1' });
      console.log(name);
      await ctx.close();
    }
await browser.close();
