import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { createAppStore } from '../../state/app-store';
import { App } from '../app';

/**
 * The home page's shell for index.html, rendered at build time by scripts/prerender-shell.ts
 * (docs/decisions.md, "A first paint before React"): the app itself in English, at `/`, over a
 * browser with nothing stored, as main.tsx hydrates it. Its code-split parts render through
 * their Suspense boundaries (App's first render is `'shell'`: components/ui/first-render.ts); the
 * first pass starts their loading and a later one renders them.
 */
export async function renderShell(now: number): Promise<string> {
  const store = createAppStore(
    null,
    () => now,
    () => undefined,
  );
  const shell = store.getState();
  const render = () =>
    renderToString(
      <StrictMode>
        <Router ssrPath="/">
          <App store={store} shell={shell} />
        </Router>
      </StrictMode>,
    );
  let html = render();
  // A part left for the browser is marked `<!--$!-->`: its code is loading (the first pass asked
  // for it), so render again once it may have come, for at most ~5 s.
  for (let pass = 0; pass < 100 && html.includes('<!--$!-->'); pass += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    html = render();
  }
  if (html.includes('<!--$!-->'))
    throw new Error(`the shell still has a part left for the browser: ${html}`);
  return html;
}
