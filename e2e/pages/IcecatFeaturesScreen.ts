import type { Locator, Page } from 'playwright-core';
import { ListScreen } from './ListScreen';

/** Settings → Icecat features: the feature map list, its add/edit modal with the PIM attribute autocomplete. */
export class IcecatFeaturesScreen {
  /** The list screen's common parts (table rows, the modal, confirm, toasts). */
  readonly list: ListScreen;

  /** Binds the page object. */
  constructor(private readonly page: Page) {
    this.list = new ListScreen(page, '/settings/icecat-features');
  }

  /** Opens the screen and waits for its title and table. */
  async open(): Promise<void> {
    await this.list.open();
    await this.page.getByRole('heading', { name: 'Icecat features' }).waitFor();
  }

  /** The row of an Icecat feature id. */
  row(featureId: number): Locator {
    return this.page.locator(`tbody tr[data-feature="${featureId}"]`);
  }

  /** Types part of a PIM attribute's code or label in the autocomplete and picks the match shown as `option`. */
  async pickAttribute(text: string, option: string): Promise<void> {
    const input = this.list.field('PIM attribute');
    await input.click();
    await input.fill(text);
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }
}
