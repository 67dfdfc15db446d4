import type { Locator, Page } from '@playwright/test';
import { STATS_BUTTON } from '../fixtures';

/** The Stats dialog, by role and accessible name (docs/product.md §2). */
export class StatsDialog {
  constructor(readonly page: Page) {}

  get dialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Stats' });
  }

  tile(name: 'Badges Earned' | 'Total Completions' | 'Average Streak'): Locator {
    return this.dialog.getByRole('button', { name, exact: true });
  }

  get badges(): Locator {
    return this.dialog.getByRole('list', { name: 'Available Badges' }).getByRole('listitem');
  }

  async open(): Promise<void> {
    await this.page.getByRole('button', { name: STATS_BUTTON }).click();
    await this.dialog.waitFor();
  }
}
