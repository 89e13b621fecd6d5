import type { Locator, Page } from 'playwright-core';

/** Sections of the desktop by status, as their titles read in English. */
export type DesktopSection = 'Running' | 'Pending' | 'Error' | 'Done';

/** The partner desktop (/partners/desktop): partner filter, add job, four job tables, the job log modal. */
export class PartnerDesktopPage {
  /** Binds the page object. */
  constructor(private readonly page: Page) {}

  /** Opens the desktop (optionally with search params) and waits for its tables. */
  async open(search = ''): Promise<void> {
    await this.page.goto(`/partners/desktop${search}`);
    await this.page.getByRole('heading', { name: 'Partner desktop' }).waitFor();
    await this.section('Done').getByRole('table').waitFor();
  }

  /** The partner autocomplete. */
  get partner(): Locator {
    return this.page.getByRole('search').getByRole('combobox', { name: 'Partner' });
  }

  /** Types a partner's name and picks it. */
  async choosePartner(name: string): Promise<void> {
    await this.partner.click();
    await this.partner.fill(name);
    await this.page.getByRole('option', { name, exact: true }).click();
  }

  /** Presses Search. */
  async search(): Promise<void> {
    await this.page.getByRole('button', { name: 'Search', exact: true }).click();
  }

  /** The task autocomplete of the add-job control. */
  get task(): Locator {
    return this.page.getByRole('combobox', { name: 'Partner task' });
  }

  /** Picks a task by its name (its option also shows the method). */
  async chooseTask(name: string): Promise<void> {
    await this.task.click();
    await this.page.getByRole('option', { name: new RegExp(`^${name}`) }).click();
  }

  /** Presses 'Add partner job'. */
  async addJob(): Promise<void> {
    await this.page.getByRole('button', { name: 'Add partner job' }).click();
  }

  /** A status section (its title, count and table). */
  section(name: DesktopSection): Locator {
    return this.page.getByRole('region', { name, exact: true });
  }

  /** The rows of a section's table that mention this text. */
  rows(name: DesktopSection, text: string): Locator {
    return this.section(name).locator('tbody tr[data-job]', { hasText: text });
  }

  /** The id of a job row. */
  async jobId(row: Locator): Promise<number> {
    return Number(await row.getAttribute('data-job'));
  }

  /** The text of a row's cell under a column title (e.g. 'New'). */
  async cell(name: DesktopSection, row: Locator, column: string): Promise<string> {
    const titles = await this.section(name).locator('thead th').allInnerTexts();
    const index = titles.findIndex((title) => title.trim() === column);
    if (index < 0) throw new Error(`no column ${column} in ${titles.join(', ')}`);
    return (await row.locator('td').nth(index).innerText()).trim();
  }

  /** Opens a job's log. */
  async openLog(id: number): Promise<void> {
    await this.page.getByRole('button', { name: `Log of job ${id}`, exact: true }).click();
    await this.logModal.waitFor();
  }

  /** The open log modal. */
  get logModal(): Locator {
    return this.page.getByRole('dialog', { name: /^Partner job log #\d+$/ });
  }

  /** Closes the log with its Close button. */
  async closeLog(): Promise<void> {
    await this.logModal.getByRole('button', { name: 'Close', exact: true }).click();
    await this.logModal.waitFor({ state: 'detached' });
  }

  /** A toast (green after writes, red for failures). */
  toast(text: string | RegExp): Locator {
    return this.page.locator('.mantine-Notification-root', { hasText: text });
  }
}
