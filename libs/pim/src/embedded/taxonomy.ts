import type { PimReferenceData } from '../model';
import { EMBEDDED_ATTRIBUTES, EMBEDDED_OPTIONS } from './attributes';
import { EMBEDDED_CATEGORIES } from './categories';
import { EMBEDDED_FAMILIES } from './families';

/**
 * The embedded PIM's demo reference data: what a fresh `npm start` maps partner categories and
 * attributes to. Deterministic, so a reseed of an unchanged repository changes nothing.
 */
export const EMBEDDED_TAXONOMY: Readonly<PimReferenceData> = {
  categories: [...EMBEDDED_CATEGORIES],
  families: [...EMBEDDED_FAMILIES],
  attributes: [...EMBEDDED_ATTRIBUTES],
  options: [...EMBEDDED_OPTIONS],
  // The product's two languages, one web shop channel, prices in euros (the `currency` setting's default).
  locales: ['en_US', 'et_EE'],
  channels: [{ code: 'ecommerce', locales: ['en_US', 'et_EE'], currencies: ['EUR'] }],
  currencies: ['EUR'],
};
