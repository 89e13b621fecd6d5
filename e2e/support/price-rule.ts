import type { Page } from 'playwright-core';
import { api } from './api';

/**
 * Gives a partner a retail price: its feed price plus 10 % (the embedded PIM's families take a price,
 * and an export skips a product without one: docs/export.md "What a product must have").
 */
export async function retailPriceRule(page: Page, partnerId: number): Promise<void> {
  const priced = await api(page, 'post', '/api/partner-price-rules/save', {
    partnerId,
    pimPriceFields: ['retailPrice'],
    partnerPriceField: 'price',
    rule: [{ ruleId: 'add_percent', input: '10' }],
  });
  if (priced.status !== 200) throw new Error(`price rule refused: ${JSON.stringify(priced.body)}`);
}
