import type { Locator, Page } from 'playwright-core';

/** The product detail's Icecat section (/partners/{id}/product/{productId}). */
export class ProductIcecatSection {
  /** Binds the page object. */
  constructor(private readonly page: Page) {}

  /** Opens a product's detail and waits for the section. */
  async open(partnerId: number, productId: number): Promise<void> {
    await this.page.goto(`/partners/${partnerId}/product/${productId}`);
    await this.root.waitFor();
  }

  /** The section. */
  get root(): Locator {
    return this.page.getByRole('region', { name: 'Icecat', exact: true });
  }

  /** The look-up's status badge. */
  get status(): Locator {
    return this.root.locator('.mantine-Badge-root[data-status]');
  }

  /** The specifications table of the sheet shown. */
  get specifications(): Locator {
    return this.root.getByRole('table', { name: 'Specifications' });
  }

  /** Icecat's "as is" disclaimer. */
  get disclaimer(): Locator {
    return this.root.getByTestId('icecat-disclaimer');
  }
}
