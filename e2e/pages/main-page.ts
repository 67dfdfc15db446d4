import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { KEYS, storageItem } from '../fixtures';

/** The main page, found by role and accessible name (docs/product.md §2). */
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

  /** Deletes by keyboard: Delete on the focused card reveals and focuses Delete, Enter presses it. */
  async deleteByKeyboard(name: string): Promise<void> {
    await this.card(name).focus();
    await this.page.keyboard.press('Delete');
    await expect(this.page.getByRole('button', { name: `Delete ${name}` })).toBeFocused();
    await this.page.keyboard.press('Enter');
  }

  /**
   * Moves the habit `steps` places of 25 px down by keyboard (Space picks up, ArrowDown moves,
   * Space drops), each key sent once the one before has done its part: keys sent on a timer left
   * the card where it was on a loaded machine (sync-edits, once in a CI run).
   */
  async moveDownByKeyboard(name: string, steps: number): Promise<void> {
    const handle = this.page.getByRole('button', { name: `Reorder ${name}` });
    // By its handle: an amount habit's card has no tick to find it by.
    const card = this.items.filter({ has: handle });
    await handle.focus();
    await expect(handle).toHaveAttribute('aria-roledescription', 'sortable');
    await expect(handle).toBeFocused();
    const top = (await card.boundingBox())!.y;
    await this.page.keyboard.press('Space');
    await expect(handle).toHaveAttribute('aria-pressed', 'true');
    // dnd-kit's keyboard sensor listens for the arrows from a timer set at the pick-up, and a key
    // can be handled before a timer: wait for a timer set after it.
    await this.page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
    for (let step = 1; step <= steps; step += 1) {
      await this.page.keyboard.press('ArrowDown');
      // dnd-kit animates the step: the card at rest.
      await expect
        .poll(async () => Math.round((await card.boundingBox())!.y - top))
        .toBe(25 * step);
    }
    await this.page.keyboard.press('Space');
  }

  /**
   * A finger swiping left across the habit's name (real touch events through the DevTools
   * protocol), once its card is bound to dnd-kit, so it is measured where it stays.
   */
  async touchSwipeLeft(context: BrowserContext, name: string): Promise<void> {
    await this.touchSwipe(context, name, -15, `Reorder ${name}`, 'sortable');
  }

  /**
   * A finger swiping across the habit's name, `step` px a move (negative: to the left), once its
   * reorder handle (`reorder`, in the page's language) has the role description `role`.
   */
  async touchSwipe(
    context: BrowserContext,
    name: string,
    step: number,
    reorder: string,
    role: string | RegExp,
  ): Promise<void> {
    await expect(this.page.getByRole('button', { name: reorder })).toHaveAttribute(
      'aria-roledescription',
      role,
    );
    const box = (await this.page.getByText(name, { exact: true }).boundingBox())!;
    const cdp = await context.newCDPSession(this.page);
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    for (let i = 1; i <= 8; i += 1) {
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x: x + i * step, y }],
      });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  }

  /** An amount habit's place of the check (docs/product.md §16.2). */
  log(name: string): Locator {
    return this.page.getByRole('button', { name: `Log ${name} for today`, exact: true });
  }

  /** The names in display order, read from the check buttons (and amount habits' Log buttons). */
  async names(): Promise<string[]> {
    // The stored state is drawn (the prerendered shell's marks are gone), so the cards are there.
    await expect(this.page.locator('html')).not.toHaveAttribute('data-shell');
    const labels = await this.list
      .getByRole('button', { name: /^(Complete|Log) .* for today$/ })
      .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));
    return labels.map((label) => label.replace(/^(Complete|Log) (.*) for today$/, '$2'));
  }

  async stored(): Promise<{ version: number; habits: Record<string, unknown>[] }> {
    return JSON.parse((await storageItem(this.page, KEYS.data)) ?? 'null');
  }
}
