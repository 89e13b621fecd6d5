import type { Locator, Page } from 'playwright-core';

/** A list screen (UI.md anatomy): title row with Add, a table with row icons, the add/edit modal. */
export class ListScreen {
  /** Binds the page object. */
  constructor(
    private readonly page: Page,
    private readonly path: string,
  ) {}

  /** Opens the screen and waits for its table. */
  async open(search = ''): Promise<void> {
    await this.page.goto(`${this.path}${search}`);
    await this.page.getByRole('table').waitFor();
  }

  /** The open add/edit modal (the confirm dialog is another). */
  get modal(): Locator {
    return this.page.getByRole('dialog').filter({ has: this.page.locator('form') });
  }

  /** The open confirm dialog. */
  get confirmDialog(): Locator {
    return this.page.getByRole('dialog').filter({ has: this.page.getByTestId('confirm-yes') });
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

  /** A field of the modal by its label (a required field's label ends with Mantine's ` *`). */
  field(label: string): Locator {
    const text = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return this.modal.getByLabel(new RegExp(`^${text}( \\*)?$`));
  }

  /** Fills a text field of the modal. */
  async fill(label: string, value: string): Promise<void> {
    await this.field(label).fill(value);
  }

  /** Picks options of a (multi-)select of the modal. */
  async pick(label: string, ...options: string[]): Promise<void> {
    for (const option of options) {
      await this.field(label).click();
      await this.page.getByRole('option', { name: option, exact: true }).click();
    }
    await this.modal.getByRole('heading').first().click(); // closes the dropdown
  }

  /** Presses Save in the modal. */
  async save(): Promise<void> {
    await this.modal.getByRole('button', { name: 'Save' }).click();
  }

  /** The message under a field of the modal. */
  fieldMessage(text: string): Locator {
    return this.modal.getByText(text, { exact: true });
  }

  /** Presses a row's delete icon (the confirm dialog opens). */
  async askDelete(label: string): Promise<void> {
    await this.page.getByRole('button', { name: `Delete ${label}`, exact: true }).click();
    await this.confirmDialog.waitFor();
  }

  /** Deletes a row by its label and confirms. */
  async remove(label: string): Promise<void> {
    await this.askDelete(label);
    await this.confirm();
  }

  /** Confirms the open confirm dialog. */
  async confirm(): Promise<void> {
    await this.page.getByTestId('confirm-yes').click();
  }

  /** A toast (SPEC §8: green after saves and deletes, red for failures). */
  toast(text: string | RegExp): Locator {
    return this.page.locator('.mantine-Notification-root', { hasText: text });
  }
}
