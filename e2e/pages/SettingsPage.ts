import type { Locator, Page } from 'playwright-core';

/** /settings: the settings table with inline editing. */
export class SettingsPage {
  /** Binds the page object. */
  constructor(private readonly page: Page) {}

  /** Opens the screen. */
  async open(): Promise<void> {
    await this.page.goto('/settings');
    await this.row('vat_percent').waitFor();
  }

  /** The row of a setting code. */
  row(code: string): Locator {
    return this.page.locator(`tr[data-code="${code}"]`);
  }

  /** The value input of the row in edit mode. */
  input(code: string): Locator {
    return this.row(code).getByLabel('Value', { exact: true });
  }

  /** Puts a row in edit mode. */
  async startEdit(code: string): Promise<void> {
    await this.page.getByRole('button', { name: `Edit value ${code}` }).click();
    await this.input(code).waitFor();
  }

  /** Presses the row's Save icon. */
  async save(code: string): Promise<void> {
    await this.row(code).getByRole('button', { name: 'Save value' }).click();
  }

  /** Puts a row in edit mode, types a value and saves it. */
  async edit(code: string, value: string): Promise<void> {
    await this.startEdit(code);
    await this.input(code).fill(value);
    await this.save(code);
  }

  /** The value shown in a row (not in edit mode). */
  async value(code: string): Promise<string> {
    return (await this.row(code).locator('td').nth(2).innerText()).trim();
  }
}
