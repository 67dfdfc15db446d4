import type { Plugin } from 'vite';

/** The module script the build writes for src/app/main.tsx (Vite moves it into the head). */
const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/g;
/** The modulepreloads the build writes for what it imports. */
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="[^"]+">/g;
/** The head's inline script (src/app/first-paint/shell-script.ts), the first script of the page. */
const HEAD_SCRIPT = '<script>';

/**
 * index.html's module script and its modulepreloads, held in `<template id="start">` just before
 * the head's inline script: inert there, so nothing is fetched until that script (where no
 * snapshot can be painted) or the start script at the page's end puts them in the head, and the
 * start script runs the module marked `data-start`: at once, or over a page painted from a
 * snapshot once that page is on screen (src/app/first-paint/app-start.ts; docs/decisions.md, "The
 * app starts once the snapshot is on screen"). The build fails if the page has no module script
 * or more than one, no inline script in its head, or a module preload left outside the template.
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
  const rest = html.replace(MODULE_PRELOAD, '').replace(MODULE_SCRIPT, '');
  if (/<link[^>]*rel="modulepreload"/.test(rest))
    throw new Error('index.html has a module preload of another form');
  const head = rest.indexOf(HEAD_SCRIPT);
  if (head < 0 || head > rest.indexOf('</head>'))
    throw new Error('index.html lost its head script');
  const template = `<template id="start">${links.join('')}</template>\n    `;
  return rest.slice(0, head) + template + rest.slice(head);
}

/** `startWhenShown` on the built index.html (the dev server keeps its module script). */
export function startWhenShownPlugin(): Plugin {
  return {
    name: 'tickday-start-when-shown',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: startWhenShown },
  };
}
