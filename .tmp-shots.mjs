import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, systemChromium } from './scripts/chromium.mjs';
import { execSync } from 'node:child_process';
const data = execSync('node /tmp/d/grouped-data.mjs').toString();
const browser = await chromium.launch({ executablePath: systemChromium(), args: CHROMIUM_ARGS });
for (const lang of ['en', 'ar']) for (const mode of ['light', 'dark']) for (const width of [375, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: width === 375 ? 812 : 900 } });
  await context.addInitScript(([data, mode, lang]) => {
    if (sessionStorage.getItem('seeded')) return;
    localStorage.setItem('habit-tracker:theme', JSON.stringify({ color: 'blue', mode }));
    localStorage.setItem('habit-tracker:data', data);
    localStorage.setItem('habit-tracker:collapsed-groups', JSON.stringify(['Work']));
    localStorage.setItem('habit-tracker:banner-dismissed', 'true');
    if (lang === 'ar') localStorage.setItem('habit-tracker:settings', JSON.stringify({ dayBoundary: 'utc', dayStartHour: 0, language: 'ar' }));
    sessionStorage.setItem('seeded', '1');
  }, [data, mode, lang]);
  const page = await context.newPage();
  await page.goto('http://127.0.0.1:4231/');
  await page.waitForTimeout(800);
  await page.locator('[data-group-toggle="Morning"]').evaluate((e) => e.scrollIntoView({ block: 'center' }));
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/d/crop-${lang}-${mode}-${width}-groups.png` });
  await page.locator('[data-group-toggle="Work"]').evaluate((e) => e.scrollIntoView({ block: 'center' }));
  await page.locator('[data-group-actions="Health"]').click();
  await page.waitForTimeout(400);
  await page.screenshot({ path: `/tmp/d/crop-${lang}-${mode}-${width}-menu.png` });
  await page.keyboard.press('Escape');
  const archived = page.locator('section button[aria-expanded]').last();
  await archived.click();
  await page.waitForTimeout(300);
  await archived.evaluate((e) => e.scrollIntoView({ block: 'center' }));
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/d/crop-${lang}-${mode}-${width}-archived.png` });
  await context.close();
}
await browser.close();
