import type {
  PartnerProductAddExportInput,
  PartnerProductExportDataQuery,
  PartnerProductListQuery,
} from '@feedhub/contracts';
import { translate } from '@feedhub/i18n';
import type { RequestContext } from '@feedhub/service-kit';
import type { PricingSettingsReader } from '../price-rules/pricing-settings';
import { addToExport, getProduct, listProducts, productExportData } from './products.domain';

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
      const added = await addToExport(ctx, body);
      return {
        data: { added },
        message: translate(ctx.locale, 'messages', 'products_added_to_export', { count: added }),
      };
    },
    /** One product with its prices. */
    get: async ({ params }: { params: { id: number } }, ctx: RequestContext) => ({
      data: await getProduct(ctx, settings, params.id),
    }),
  };
}
