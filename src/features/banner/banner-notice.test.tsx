import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { createAppStore } from '../../state/app-store';
import { AppStoreProvider, ShellState } from '../../state/app-store-context';
import { NOW } from '../../testing/builders';
import { memoryStorage } from '../../testing/memory-storage';
import BannerNotice from './banner-notice.lazy';

/**
 * The notice about data sits over the page in the fixed stack, and Got it returns focus to the
 * page's main content (docs/product.md §2). While the prerendered shell is on screen (React has
 * hydrated it, and the stored state's render has not committed yet), the shell's marks hide
 * <main>: focus sent there fell to the body (a flaky e2e test, `12: focus returns...`, caught it
 * 2 to 3 times in 30). So the notice takes no tap (`data-hydrating`: styles.css) until the page
 * under it shows the stored state.
 */
function notice(shell: boolean) {
  const store = createAppStore(memoryStorage(), () => NOW);
  render(
    <AppStoreProvider store={store}>
      <ShellState value={shell ? store.getState() : null}>
        <BannerNotice />
      </ShellState>
    </AppStoreProvider>,
  );
  return screen.getByRole('region', { name: 'About your data' });
}

it('takes no tap while the shell is the page, hydrated or not', () => {
  expect(notice(true)).toHaveAttribute('data-hydrating');
});

it('takes taps once the page shows the stored state', () => {
  expect(notice(false)).not.toHaveAttribute('data-hydrating');
});
