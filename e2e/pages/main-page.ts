import { expect, type Locator, type Page } from '@playwright/test';
import { KEYS, storageItem } from '../fixtures';

/** The main page, found by role and accessible name (CONTRACT.md section 4). */
export class MainPage {
  constructor(readonly page: Page) {}

  get list(): Locator {
    return this.page.getByRole('list', { name: 'Habits' });
  }

  get items(): Locator {
    return this.list.getByRole('listitem');
  }

  card(name: string): Locator {
    return this.items.filter({
      has: this.page.getByRole('button', { name: `Complete ${name} for today`, exact: true }),
    });
  }

  check(name: string): Locator {
    return this.page.getByRole('button', { name: `Complete ${name} for today`, exact: true });
  }

  strip(name: string): Locator {
    return this.page.getByRole('button', { name: `Show calendar for ${name}`, exact: true });
  }

  calendar(name: string): Locator {
    return this.page.getByRole('dialog', { name: `${name} calendar` });
  }

  async addHabit(name: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Add New Habit' }).click();
    await this.page.getByRole('textbox', { name: 'Habit name' }).fill(name);
    await this.page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(this.page.getByRole('textbox', { name: 'Habit name' })).toBeHidden();
  }

  /** The names in display order, read from the check buttons. */
  async names(): Promise<string[]> {
    const labels = await this.list
      .getByRole('button', { name: /^Complete .* for today$/ })
      .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));
    return labels.map((label) => label.replace(/^Complete (.*) for today$/, '$1'));
  }

  async stored(): Promise<{ version: number; habits: Record<string, unknown>[] }> {
    return JSON.parse((await storageItem(this.page, KEYS.data)) ?? 'null');
  }
}
