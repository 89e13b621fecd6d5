import {
  SECRET_MASK,
  replaceUrlUserinfo,
  urlUserinfo,
  type Partner as PartnerDto,
  type PartnerListRow,
  type PartnerDesktopRow,
  type PartnerTask,
  type PreviewProduct,
} from '@feedhub/contracts';
import type { FeedAttribute, FeedRecord } from '@feedhub/feeds';
import type { PartnerStat } from '../stats/stats.model';
import type { Partner } from './partners.model';
import type { PartnerAttention } from './partners.repo';

/**
 * Feed params as answers show them: a password never leaves in clear (SECRET_MASK when set), nor
 * does a user name and password written into a URL (`url`, or any URL-valued param:
 * `https://user:pass@host/feed.xml` reads `https://••••••••@host/feed.xml`). Saving the masks
 * unchanged keeps the stored values (`withStoredSecrets`).
 */
export function maskParams(params: Record<string, unknown>): Record<string, unknown> {
  const masked = Object.fromEntries(
    Object.entries(params).map(([key, value]) => [
      key,
      typeof value === 'string' && urlUserinfo(value) !== null
        ? replaceUrlUserinfo(value, SECRET_MASK)
        : value,
    ]),
  );
  if (typeof params.password === 'string' && params.password !== '') masked.password = SECRET_MASK;
  return masked;
}

/** A partner → its list row. */
export function presentPartnerRow(partner: Partner): PartnerListRow {
  return {
    id: partner.id,
    name: partner.name,
    className: partner.className,
    deliveryTime: partner.deliveryTime,
    pimSupplierCode: partner.pimSupplierCode,
    isActive: partner.isActive,
  };
}

/** A partner with its params (password masked) and its tasks from jobs. */
export function presentPartner(partner: Partner, tasks: PartnerTask[]): PartnerDto {
  return {
    ...presentPartnerRow(partner),
    guardStockPercent: partner.guardStockPercent,
    guardPricePercent: partner.guardPricePercent,
    guardPriceFactor: partner.guardPriceFactor,
    params: maskParams(partner.params),
    tasks,
  };
}

/** An attribute's value as one text: a list joined with `, `, the unit after it. */
function attributeValue(attribute: FeedAttribute): string {
  const value = Array.isArray(attribute.value) ? attribute.value.join(', ') : attribute.value;
  return attribute.unit ? `${value} ${attribute.unit}` : value;
}

/** A feed record → a previewed product (the category path joined with ` > `). */
export function presentPreviewProduct(record: FeedRecord): PreviewProduct {
  const category = record.category;
  return {
    code: record.code,
    sku: record.sku,
    name: record.name,
    ean: record.ean,
    manufacturerCode: record.manufacturerCode,
    brand: record.brand,
    category: category ? category.path.join(' > ') || category.name || category.code : null,
    price: record.price,
    rrpPrice: record.rrpPrice,
    supplierPrice: record.supplierPrice,
    amount: record.amount,
    attributes: record.attributes.map((a) => ({ code: a.code, name: a.name, value: attributeValue(a) })),
  };
}

/** A partner → its desktop row: its last import (latest stats row), its error notice count and what needs attention. */
export function presentDesktopRow(
  partner: Partner,
  stat: PartnerStat | undefined,
  errors: number,
  attention: PartnerAttention | undefined,
): PartnerDesktopRow {
  return {
    partner: { id: partner.id, name: partner.name },
    lastUpdatedAt: stat ? new Date(stat.collectedAt).toISOString() : null,
    errors,
    new: stat?.new ?? 0,
    unmappedCategories: attention?.unmappedCategories ?? 0,
    waitingForExport: attention?.waitingForExport ?? 0,
  };
}
