import type {
  Locale,
  PartnerProductAddExportInput,
  PartnerProductAddExportResult,
  PartnerProductExportDataQuery,
  PartnerProductFindQuery,
  PartnerProductListQuery,
} from '@feedhub/contracts';
import { translate } from '@feedhub/i18n';
import type { RequestContext } from '@feedhub/service-kit';
import type { PricingSettingsReader } from '../price-rules/pricing-settings';
import {
  addToExport,
  findProductBySku,
  getProduct,
  listProducts,
  productExportData,
} from './products.domain';

/**
 * "3 products are on the PIM export list", and when the export will skip some of them (no category,
 * or one not mapped to the PIM): "; 2 of them are not in categories mapped to the PIM and will be
 * skipped until their categories are mapped" (or "none of them is…" when it skips them all).
 */
export function addExportMessage(locale: Locale, { added, unmapped }: PartnerProductAddExportResult): string {
  const listed = translate(locale, 'messages', 'products_added_to_export', { count: added });
  if (!unmapped) return listed;
  const skipped = unmapped === added ? 'products_export_all_unmapped' : 'products_export_unmapped';
  return `${listed}; ${translate(locale, 'messages', skipped, { count: unmapped })}`;
}

/** Partner products (SPEC §7 Products): input → domain → answer. */
export function productHandlers(settings: PricingSettingsReader) {
  return {
    /** A page of products. */
    list: async ({ query }: { query: PartnerProductListQuery }, ctx: RequestContext) => ({
      data: await listProducts(ctx, query),
    }),
    /** Export-list counts of the filtered products. */
    exportData: async ({ query }: { query: PartnerProductExportDataQuery }, ctx: RequestContext) => ({
      data: await productExportData(ctx, query),
    }),
    /** Send to PIM. */
    addExport: async ({ body }: { body: PartnerProductAddExportInput }, ctx: RequestContext) => {
      const result = await addToExport(ctx, body);
      return { data: result, message: addExportMessage(ctx.locale, result) };
    },
    /** The first product with a SKU (home desktop search). */
    find: async ({ query }: { query: PartnerProductFindQuery }, ctx: RequestContext) => ({
      data: await findProductBySku(ctx, query.sku),
    }),
    /** One product with its prices. */
    get: async ({ params }: { params: { id: number } }, ctx: RequestContext) => ({
      data: await getProduct(ctx, settings, params.id),
    }),
  };
}
