import {
  type PartnerPriceRule,
  type PriceFieldOptions,
  type PriceRulePreview,
} from '@feedhub/contracts';
import { priceFieldOptions, priceRuleOptions } from '@feedhub/pricing';

/** GET /api/partner-price-rules/options in English. */
export const fieldOptionsFixture: PriceFieldOptions = priceFieldOptions('en');

/** GET /api/price-rules/list rows in English: the real catalogue. */
export const ruleOptionsFixture = priceRuleOptions('en');

/** The partner's formulas, as the list answers them. */
export const priceRulesFixture: PartnerPriceRule[] = [
  {
    id: 41,
    partnerId: 3,
    pimPriceFields: ['retailPrice', 'wholesalePrice'],
    partnerPriceField: 'supplierPrice',
    withVat: false,
    sortOrder: 1,
    useTransportChanges: false,
    rule: [
      { ruleId: 'add_percent', input: '15' },
      { ruleId: 'round_ending', input: '0.99' },
    ],
    steps: ['Add percent: 15%', 'Round up to an ending: .99'],
  },
  {
    id: 42,
    partnerId: 3,
    pimPriceFields: ['supplierPrice'],
    partnerPriceField: 'price',
    withVat: true,
    sortOrder: 2,
    useTransportChanges: true,
    rule: [{ ruleId: 'vat', input: null }],
    steps: ['VAT'],
  },
];

/** Preview products: one with a mapped category, one without, one without a supplier price. */
export const previewFixture: PriceRulePreview = {
  vatPercent: '24',
  products: [
    {
      id: 501,
      name: 'ThinkPad X1',
      sku: 'TP-X1',
      code: 'c-501',
      brand: 'Lenovo',
      price: '100.0000',
      rrpPrice: '140.0000',
      supplierPrice: '80.0000',
      category: {
        id: 21,
        name: 'Laptops',
        vat: '22',
        vatEt: null,
        transportAddToPrice: '5.0000',
        priceChangeType: null,
        priceChangeAmount: null,
        marginals: [],
      },
    },
    {
      id: 502,
      name: 'USB cable',
      sku: null,
      code: 'c-502',
      brand: null,
      price: '10.0000',
      rrpPrice: null,
      supplierPrice: null,
      category: null,
    },
  ],
};

