import { startApp } from './app-start';

/**
 * index.html's third inline script, after the snapshot's (scripts/inline-scripts.ts bundles it):
 * it starts the app, at once or once the page painted from a snapshot is on screen (app-start.ts).
 */
void startApp(document, (url) => import(/* @vite-ignore */ url));
