// Renders the app icons (public/icons/*.png) from the logo with headless Chromium; run once and
// commit the PNGs. `maskable` keeps the mark inside the 80% safe zone on a full-bleed background.
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, systemChromium } from './chromium.mjs';

const ORANGE = '#ea580c';
const mark = (size, inset) => `
  <svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32">
    ${inset ? `<rect width="32" height="32" fill="${ORANGE}"/>` : `<rect x="1" y="1" width="30" height="30" rx="9" fill="${ORANGE}"/>`}
    <g transform="${inset ? 'translate(6.4 6.4) scale(0.6)' : ''}">
      <path d="M9.5 16.5l4.5 4.5 8.5-10" fill="none" stroke="#fff" stroke-width="${inset ? 4.4 : 3.2}"
        stroke-linecap="round" stroke-linejoin="round"/>
    </g>
  </svg>`;

mkdirSync(new URL('../public/icons', import.meta.url), { recursive: true });
const browser = await chromium.launch({
  executablePath: systemChromium(),
  args: CHROMIUM_ARGS,
});
for (const [name, size, maskable] of [
  ['icon-192.png', 192, false],
  ['icon-512.png', 512, false],
  ['maskable-512.png', 512, true],
  ['apple-touch-icon.png', 180, true],
]) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(
    `<style>html,body{margin:0;background:transparent}</style>${mark(size, maskable)}`,
  );
  await page.screenshot({
    path: new URL(`../public/icons/${name}`, import.meta.url).pathname,
    omitBackground: true,
  });
  await page.close();
}
await browser.close();
console.log('public/icons written');
