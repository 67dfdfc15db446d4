import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { afterPaint } from '../components/ui/after-paint';
import { createAppStore } from '../state/app-store';
import { browserStorage } from '../storage/safe-storage';
import { App } from './app';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lost its #root');
// Writes and the start's badge check run right after a paint, so they never delay one.
const store = createAppStore(browserStorage(), Date.now, afterPaint);
// The first render is a transition: React renders it in slices of a few milliseconds, so no
// single task holds the main thread while the first cards are built.
startTransition(() =>
  createRoot(root).render(
    <StrictMode>
      <App store={store} />
    </StrictMode>,
  ),
);
