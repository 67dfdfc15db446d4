import type { Plugin } from 'vite';

/** The module script the build writes for src/app/main.tsx (Vite moves it into the head). */
const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/g;
/** The modulepreloads the build writes for what it imports. */
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * index.html's module script and its modulepreloads, held in `<template id="start">`: inert there,
 * so nothing is fetched until the inline start script (src/app/first-paint/start-script.ts) puts
 * them in the head and runs the module (the one marked `data-start`), at once, or over a page
 * painted from a snapshot once that page is on screen (docs/decisions.md, "The app starts once
 * the snapshot is on screen"). The build fails if the page has no module script, or more than one.
 */
export function startWhenShown(html: string): string {
  const scripts = [...html.matchAll(MODULE_SCRIPT)];
  if (scripts.length !== 1) {
    throw new Error(`index.html has ${scripts.length} module scripts; the start script runs one`);
  }
  const links = [
    `<link rel="modulepreload" crossorigin href="${scripts[0]?.[1]}" data-start>`,
    ...[...html.matchAll(MODULE_PRELOAD)].map((link) => link[0]),
  ];
  return html
    .replace(MODULE_PRELOAD, '')
    .replace(MODULE_SCRIPT, `<template id="start">${links.join('')}</template>`)
    .replace(/\n\s*\n(\s*)/g, '\n$1');
}

/** `startWhenShown` on the built index.html (the dev server keeps its module script). */
export function startWhenShownPlugin(): Plugin {
  return {
    name: 'tickday-start-when-shown',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: startWhenShown },
  };
}
