// The Chromium that every headless run here uses (end-to-end tests, bench, Lighthouse,
// screenshots, icons), and its flags: no sandbox or GPU in this container, and
// nothing of Chromium's own that would reach the network or do work in the background.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

/** `$CHROMIUM_PATH`, else Debian's package (the tests also fall back to Playwright's own). */
export function systemChromium() {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}
