import { queriesOn } from '@feedhub/db';
import type {
  ListPage,
  PartnerProduct,
  PartnerProductAddExportInput,
  PartnerProductAddExportResult,
  PartnerProductExportData,
  PartnerProductExportDataQuery,
  PartnerProductFound,
  PartnerProductListQuery,
  PartnerProductRow,
} from '@feedhub/contracts';
import { AppError, ValidationError, inTransaction, type DomainContext } from '@feedhub/service-kit';
import { lookupOf } from '../icecat/icecat-lookups.repo';
import { findPartner } from '../partners/partners.repo';
import { pricingCategoryOf } from '../price-rules/pricing-inputs';
import { partnerPriceRules } from '../price-rules/price-rules.repo';
import type { PricingSettingsReader } from '../price-rules/pricing-settings';
import { productPrices } from '../price-rules/product-prices';
import { presentProduct, presentProductRow } from './products.presenter';
import {
  attributesByCode,
  countNotExportReady,
  exportData,
  findProduct,
  firstProductWithSku,
  idsOutsidePartner,
  markForExport,
  pageProducts,
  partnersOfProducts,
  pimAttributes,
  pimCategory,
} from './products.repo';

/** The home desktop's product search (SPEC §2): the first product with this SKU; 404 product_sku_not_found. */
export async function findProductBySku(ctx: DomainContext, sku: string): Promise<PartnerProductFound> {
  const found = await firstProductWithSku(ctx.trx, sku);
  if (!found) throw new AppError('product_sku_not_found', { sku });
  return found;
}

/** A page of a partner's products (SPEC §7 filters; default sort name ascending). */
export async function listProducts(
  ctx: DomainContext,
  query: PartnerProductListQuery,
): Promise<ListPage<PartnerProductRow>> {
  const page = await pageProducts(ctx.trx, query);
  return { ...page, rows: page.rows.map(presentProductRow) };
}

/** Counts of the filtered products on the export list (GET export-data; docs/products.md). */
export async function productExportData(
  ctx: DomainContext,
  query: PartnerProductExportDataQuery,
): Promise<PartnerProductExportData> {
  return exportData(ctx.trx, query.filter);
}

/**
 * Send to PIM: puts the products on the export list. All or nothing: ids that are unknown or
 * another partner's are a 422 under `ids` naming them, and nothing is marked. Says how many were
 * added and how many of them the export will skip until their category is mapped.
 */
export async function addToExport(
  ctx: DomainContext,
  input: PartnerProductAddExportInput,
): Promise<PartnerProductAddExportResult> {
  const ids = [...new Set(input.ids)];
  // One transaction: all or nothing across partners, and the product-writes locks held to its end.
  return inTransaction(ctx, (tx) =>
    input.partnerId === undefined ? addAnyToExport(tx, ids) : addPartnerToExport(tx, input.partnerId, ids),
  );
}

async function addPartnerToExport(
  ctx: DomainContext,
  partnerId: number,
  ids: number[],
): Promise<PartnerProductAddExportResult> {
  const partner = await findPartner(ctx.trx, partnerId);
  if (!partner) throw new AppError('partner_not_found');
  const outside = await idsOutsidePartner(ctx.trx, partner.id, ids);
  if (outside.length) {
    throw ValidationError.field('ids', 'product_other_partner', { ids: outside.slice(0, 10).join(', ') });
  }
  await markForExport(ctx.trx, partner.id, ids);
  return { added: ids.length, unmapped: await countNotExportReady(ctx.trx, partner.id, ids) };
}

/** SPEC §7's add-export, `{ ids }` of any partners: all or nothing, unknown ids are a 422 naming them. */
async function addAnyToExport(ctx: DomainContext, ids: number[]): Promise<PartnerProductAddExportResult> {
  const byPartner = await partnersOfProducts(ctx.trx, ids);
  const known = new Set([...byPartner.values()].flat());
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length)
    throw ValidationError.field('ids', 'products_unknown', { ids: unknown.slice(0, 10).join(', ') });
  let unmapped = 0;
  // By partner id: the product-writes locks are taken in one order by every request.
  for (const [partnerId, mine] of [...byPartner].sort(([a], [b]) => a - b)) {
    await markForExport(ctx.trx, partnerId, mine);
    unmapped += await countNotExportReady(ctx.trx, partnerId, mine);
  }
  return { added: ids.length, unmapped };
}

/** One product with its category, attributes and the PIM prices its partner's formulas give it. */
export async function getProduct(
  ctx: DomainContext,
  settings: PricingSettingsReader,
  id: number,
): Promise<PartnerProduct> {
  const product = await findProduct(ctx.trx, id);
  if (!product) throw new AppError('partner_product_not_found', { id });
  const attributes = await attributesByCode(ctx.trx, product.partnerId, Object.keys(product.attributes));
  const [pim, category, rules, values, icecat] = await queriesOn(ctx.trx, [
    () =>
      pimAttributes(
        ctx.trx,
        attributes.flatMap((a) => a.pimAttributeCodes ?? []),
      ),
    () => pimCategory(ctx.trx, product.category?.pimCategoryCode ?? null),
    () => partnerPriceRules(ctx.trx, product.partnerId),
    () => settings.read(),
    () => lookupOf(ctx.trx, product.id),
  ]);
  const prices = productPrices(
    rules,
    product,
    product.category ? pricingCategoryOf(product.category) : null,
    values,
    ctx.locale,
  );
  return presentProduct(product, {
    attributes,
    pimAttributes: pim,
    pimCategory: category,
    prices,
    icecat,
    locale: ctx.locale,
  });
}
