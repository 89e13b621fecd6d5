import type { Locator, Page } from 'playwright-core';

/** The top navigation bar. */
export class TopNav {
  /** Binds the page object. */
  constructor(private readonly page: Page) {}

  /** The bar. */
  get bar(): Locator {
    return this.page.getByRole('navigation', { name: 'main' });
  }

  /** A top-level menu button or link by its text. */
  item(name: string | RegExp): Locator {
    return this.bar.getByRole('button', { name }).or(this.bar.getByRole('link', { name }));
  }

  /** Opens a menu and picks an entry. */
  async open(menu: string | RegExp, entry: string | RegExp): Promise<void> {
    await this.item(menu).click();
    await this.page.getByRole('menuitem', { name: entry }).click();
  }

  /** Logs out. */
  async logout(): Promise<void> {
    await this.bar.getByRole('button', { name: /Log out|Logi välja/ }).click();
  }

  /** Switches the language. */
  async language(label: 'English' | 'Eesti'): Promise<void> {
    await this.bar.getByText(label, { exact: true }).click();
  }
}
