import type { Locator, Page } from 'playwright-core';

/** /settings: the settings table with inline editing. */
export class SettingsPage {
  /** Binds the page object. */
  constructor(private readonly page: Page) {}

  /** The row of a setting code. */
  row(code: string): Locator {
    return this.page.locator(`tr[data-code="${code}"]`);
  }

  /** Puts a row in edit mode, types a value and saves it. */
  async edit(code: string, value: string): Promise<void> {
    await this.page.getByRole('button', { name: `Edit value ${code}` }).click();
    const input = this.row(code).getByRole('textbox');
    await input.fill(value);
    await this.row(code).getByRole('button', { name: 'Save value' }).click();
  }
}
