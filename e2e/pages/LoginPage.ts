import type { Locator, Page } from 'playwright-core';

/** The login modal. */
export class LoginPage {
  /** Binds the page object. */
  constructor(private readonly page: Page) {}

  /** The dialog. */
  get dialog(): Locator {
    return this.page.getByRole('dialog', { name: /Log in|Sisselogimine/ });
  }

  /** The red banner. */
  get banner(): Locator {
    return this.page.getByTestId('login-error');
  }

  /** The user name field. */
  get username(): Locator {
    return this.dialog.getByRole('textbox', { name: /Username|Kasutajanimi/ });
  }

  /** The password field. */
  get password(): Locator {
    return this.dialog.getByRole('textbox', { name: /Password|Parool/ });
  }

  /** Fills the form and submits it. */
  async submit(username: string, password: string): Promise<void> {
    await this.username.fill(username);
    await this.password.fill(password);
    await this.dialog.getByRole('button', { name: /Log in|Logi sisse/ }).click();
  }

  /** Logs in and waits for the reload that follows. */
  async login(username: string, password: string): Promise<void> {
    await this.page.goto('/');
    await this.submit(username, password);
    await this.page.getByTestId('current-user').waitFor();
  }
}
