import type { PartnerProduct as PartnerProductDto, PartnerProductRow } from '@feedhub/contracts';
import type { PartnerAttribute } from '../partners/partners.model';
import type { PartnerProduct } from './products.model';

const iso = (date: Date | string | null | undefined) =>
  date === null || date === undefined ? null : new Date(date).toISOString();

/** A product → its list row. */
export function presentProductRow(p: PartnerProduct): PartnerProductRow {
  return {
    id: Number(p.id),
    partnerId: p.partnerId,
    code: p.code,
    sku: p.sku,
    name: p.name,
    ean: p.ean,
    manufacturerCode: p.manufacturerCode,
    brand: p.brand,
    categoryId: p.categoryId,
    amount: p.amount,
    price: p.price,
    rrpPrice: p.rrpPrice,
    supplierPrice: p.supplierPrice,
    inExportList: p.inExportList,
    exportedAt: iso(p.exportedAt),
    changedAt: iso(p.changedAt) ?? '',
    createdAt: iso(p.createdAt) ?? '',
    isOk: p.isOk,
  };
}

/** A product with its category and attributes (joined to the partner's attributes by code). */
export function presentProduct(p: PartnerProduct, attributes: PartnerAttribute[]): PartnerProductDto {
  const byCode = new Map(attributes.map((a) => [a.code, a]));
  return {
    ...presentProductRow(p),
    vatRate: p.vatRate,
    currency: p.currency,
    description: p.description,
    images: p.images,
    category: p.category
      ? {
          id: p.category.id,
          name: p.category.name,
          pimCategory: p.category.pimCategoryCode,
          pimCategoryObject: p.category.pimCategory,
        }
      : null,
    attributes: Object.entries(p.attributes).map(([code, a]) => {
      const stored = byCode.get(code);
      return {
        id: stored?.id ?? null,
        code,
        name: a.name,
        type: stored?.type ?? a.type,
        value: a.value,
        unit: a.unit,
        pimCodeNames: stored?.pimAttributeCodes ?? [],
      };
    }),
  };
}
