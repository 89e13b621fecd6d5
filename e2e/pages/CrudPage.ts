import type { Locator, Page } from 'playwright-core';

/** A settings list screen with an Add button, a table with edit/delete icons and a modal form. */
export class CrudPage {
  /** Binds the page object. */
  constructor(
    private readonly page: Page,
    private readonly path: string,
  ) {}

  /** Opens the screen. */
  async open(): Promise<void> {
    await this.page.goto(this.path);
    await this.page.getByRole('button', { name: 'Add', exact: true }).waitFor();
  }

  /** The open modal. */
  get modal(): Locator {
    return this.page.getByRole('dialog');
  }

  /** A table row containing this text. */
  row(text: string): Locator {
    return this.page.locator('tbody tr', { hasText: text });
  }

  /** Opens the add modal. */
  async add(): Promise<void> {
    await this.page.getByRole('button', { name: 'Add', exact: true }).click();
    await this.modal.waitFor();
  }

  /** Opens the edit modal of a row by its label. */
  async edit(label: string): Promise<void> {
    await this.page.getByRole('button', { name: `Edit ${label}`, exact: true }).click();
    await this.modal.waitFor();
  }

  /** Fills a text field of the modal by its label. */
  async fill(label: string, value: string): Promise<void> {
    await this.modal.getByRole('textbox', { name: label, exact: true }).fill(value);
  }

  /** Picks options of a (multi-)select of the modal. */
  async pick(label: string, ...options: string[]): Promise<void> {
    for (const option of options) {
      await this.modal.getByLabel(label, { exact: true }).click();
      await this.page.getByRole('option', { name: option, exact: true }).click();
    }
    await this.modal.getByRole('heading').first().click(); // close the dropdown
  }

  /** Presses Save. */
  async save(): Promise<void> {
    await this.modal.getByRole('button', { name: 'Save' }).click();
  }

  /** Deletes a row by its label and confirms. */
  async remove(label: string): Promise<void> {
    await this.page.getByRole('button', { name: `Delete ${label}`, exact: true }).click();
    await this.confirm();
  }

  /** Confirms the open confirmation. */
  async confirm(): Promise<void> {
    await this.page.getByTestId('confirm-yes').click();
  }

  /** Waits for a toast (or any text) to show. */
  async sees(text: string | RegExp): Promise<void> {
    await this.page.getByText(text).first().waitFor();
  }
}
