import type { Locator, Page } from 'playwright-core';

/** The partner add/edit page (a page, not a modal): fields, params JSON, feed preview, tasks, Save. */
export class PartnerFormPage {
  /** Binds the page object. */
  constructor(private readonly page: Page) {}

  /** Opens the add page and waits for the form (its default tasks loaded). */
  async openAdd(): Promise<void> {
    await this.page.goto('/partners/add');
    await this.params.waitFor();
    await this.taskField('Name', 1).waitFor();
  }

  /** A field by its label (a required field's label ends with Mantine's ` *`). */
  field(label: string): Locator {
    const text = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return this.page.locator('form').getByLabel(new RegExp(`^${text}( \\*)?$`));
  }

  /** The params JSON text. */
  get params(): Locator {
    return this.page.getByRole('textbox', { name: /^Params \(JSON\)/ });
  }

  /** A cell's input of the tasks table (`Schedule (cron)`, row 1). */
  taskField(column: string, row: number): Locator {
    return this.page.locator(`input[aria-label="${column}, row ${row}"]`);
  }

  /** Picks the feed class whose label starts with this text. */
  async pickClass(label: string): Promise<void> {
    await this.field('Feed class').click();
    await this.page
      .getByRole('option', { name: new RegExp(`^${label}`) })
      .first()
      .click();
  }

  /** Replaces the params text. */
  async setParams(text: string): Promise<void> {
    await this.params.fill(text);
  }

  /** Presses Preview feed and waits for the preview. */
  async preview(): Promise<Locator> {
    await this.page.getByRole('button', { name: 'Preview feed' }).click();
    const preview = this.page.getByTestId('feed-preview');
    await preview.waitFor({ timeout: 30_000 });
    return preview;
  }

  /** Presses Save. */
  async save(): Promise<void> {
    await this.page.getByRole('button', { name: 'Save', exact: true }).click();
  }

  /** The message Mantine shows under an input (its aria-describedby `…-error`, not the description). */
  async messageUnder(input: Locator): Promise<string> {
    await input.and(this.page.locator('[aria-invalid="true"]')).waitFor();
    const ids = ((await input.getAttribute('aria-describedby')) ?? '')
      .split(/\s+/)
      .filter((id) => id.endsWith('-error'));
    const texts = await Promise.all(
      ids.map(async (id) => (await this.page.locator(`[id="${id}"]`).textContent()) ?? ''),
    );
    return texts.join(' ').trim();
  }

  /** A toast. */
  toast(text: string | RegExp): Locator {
    return this.page.locator('.mantine-Notification-root', { hasText: text });
  }
}
