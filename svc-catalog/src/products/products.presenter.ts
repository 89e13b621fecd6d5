import type {
  Locale,
  PartnerProduct as PartnerProductDto,
  PartnerProductRow,
  ProductPrices,
} from '@feedhub/contracts';
import type { IcecatLookupRow } from '../icecat/icecat-lookups.repo';
import type { PartnerAttribute } from '../partner-attributes/partner-attributes.model';
import type { PimAttributeCopy, PimCategoryCopy } from '../pim/pim.model';
import { isExportReady } from './export-ready';
import type { PartnerProduct } from './products.model';

const iso = (date: Date | string | null | undefined) =>
  date === null || date === undefined ? null : new Date(date).toISOString();

/** A product → its list row. */
export function presentProductRow(
  p: PartnerProduct & { categoryName?: string | null; categoryMapped?: boolean },
): PartnerProductRow {
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
    categoryName: p.categoryName ?? p.category?.name ?? null,
    categoryMapped: p.categoryMapped ?? isExportReady(p.category),
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

/** What the detail shows besides the product: its partner's attributes and the PIM's labels. */
export interface ProductDetailParts {
  /** The partner's attributes with the product's codes. */
  attributes: PartnerAttribute[];
  /** The PIM attributes those are mapped to. */
  pimAttributes: PimAttributeCopy[];
  /** The main PIM category of the product's category. */
  pimCategory: PimCategoryCopy | undefined;
  /** Its computed prices. */
  prices: ProductPrices;
  /** Its last Icecat look-up. */
  icecat: IcecatLookupRow | undefined;
  locale: Locale;
}

/** A product with its category (and PIM mapping), attributes (and their PIM attributes) and prices. */
export function presentProduct(p: PartnerProduct, parts: ProductDetailParts): PartnerProductDto {
  const byCode = new Map(parts.attributes.map((a) => [a.code, a]));
  const pimLabel = new Map(
    parts.pimAttributes.map((a) => [a.code, parts.locale === 'et' ? a.labelEt : a.labelEn]),
  );
  const category = p.category;
  return {
    ...presentProductRow(p),
    vatRate: p.vatRate,
    currency: p.currency,
    description: p.description,
    images: p.images,
    category: category
      ? {
          id: category.id,
          name: category.name,
          pimCategory: category.pimCategoryCode,
          pimCategoryName: parts.pimCategory
            ? parts.locale === 'et'
              ? parts.pimCategory.pathEt
              : parts.pimCategory.pathEn
            : null,
          pimCategoryObject: category.pimCategory,
          isMapped: category.isMapped,
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
        pimCodeNames: (stored?.pimAttributeCodes ?? []).map((pimCode) => ({
          code: pimCode,
          name: pimLabel.get(pimCode) ?? pimCode,
        })),
      };
    }),
    prices: parts.prices,
    icecat: parts.icecat
      ? {
          status: parts.icecat.status,
          lookedUpBy: parts.icecat.lookedUpBy,
          fetchedAt: parts.icecat.fetchedAt.toISOString(),
          sheets: parts.icecat.sheets,
        }
      : null,
  };
}
