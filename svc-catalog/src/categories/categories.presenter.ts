import type {
  MappingHistoryEntry,
  PartnerCategory as PartnerCategoryDto,
  PartnerCategoryRow,
  PimCategoryRef,
  PriorityItem,
} from '@feedhub/contracts';
import { trimDecimal } from '../numeric-text';
import type { PartnerCategory } from './categories.model';
import { refOf, type ListedCategory } from './categories.repo';

/** The columns of a mapping's price, VAT and transport settings. */
export type StoredSettings = Pick<
  PartnerCategory,
  | 'brand'
  | 'deliveryTime'
  | 'vat'
  | 'vatEt'
  | 'exportAll'
  | 'useIcecat'
  | 'priceChangeType'
  | 'priceChangeAmount'
  | 'transportAddToPrice'
  | 'disabledEe'
  | 'disabledFi'
  | 'disabledLv'
>;

/** A mapping's settings as the API gives them (decimals trimmed, the Estonian VAT a whole number). */
export function settingsOf(c: StoredSettings) {
  return {
    brand: c.brand,
    deliveryTime: c.deliveryTime,
    vat: trimDecimal(c.vat),
    vatEt: c.vatEt === null ? null : Number(c.vatEt),
    exportAll: c.exportAll,
    useIcecat: c.useIcecat,
    priceChangeType: c.priceChangeType,
    priceChangeAmount: trimDecimal(c.priceChangeAmount),
    transportAddToPrice: trimDecimal(c.transportAddToPrice),
    disabledEe: c.disabledEe,
    disabledFi: c.disabledFi,
    disabledLv: c.disabledLv,
  };
}

/** What the list row and the whole category both show first. */
const identityOf = (c: PartnerCategory) => ({
  id: c.id,
  partnerId: c.partnerId,
  code: c.code,
  name: c.name,
  path: c.path.join(' > '),
});

/** A list row. */
export function presentCategoryRow(
  c: ListedCategory,
  suggestion: PartnerCategoryRow['suggestion'],
): PartnerCategoryRow {
  return {
    ...identityOf(c),
    pimCategory: c.pimCategoryCode,
    pimCategoryName: c.pimCategoryCode ? (c.pimPath ?? c.pimCategoryCode) : null,
    exportAll: c.exportAll,
    isMapped: c.isMapped,
    isMarginOk: c.isMarginOk,
    products: c.productCount,
    firstSeenAt: new Date(c.firstSeenAt).toISOString(),
    suggestion,
  };
}

/** The category with its whole mapping (PIM labels in the caller's language), priorities and history. */
export function presentCategory(
  c: ListedCategory,
  extra: {
    refs: Map<string, PimCategoryRef>;
    families: { byCode: Map<string, number> };
    priorities: PriorityItem[];
    history: MappingHistoryEntry[];
  },
): PartnerCategoryDto {
  const marginals = c.marginals ?? [];
  const changes = c.changes ?? [];
  const codes = c.pimCategory ?? [];
  const main = codes[0];
  return {
    ...identityOf(c),
    pimCategory: codes,
    pimCategoryName: main ? refOf(extra.refs, main).path : null,
    pimCategoryObject: codes.map((code) => refOf(extra.refs, code)),
    family: c.family ? (extra.families.byCode.get(c.family) ?? null) : null,
    familyCode: c.family,
    ...settingsOf(c),
    isMapped: c.isMapped,
    isMarginOk: c.isMarginOk,
    products: c.productCount,
    firstSeenAt: new Date(c.firstSeenAt).toISOString(),
    priorities: extra.priorities,
    marginals: marginals.map((m) => ({
      id: m.id,
      brand: m.brand,
      priceFrom: trimDecimal(m.priceFrom) ?? '0',
      priceTo: trimDecimal(m.priceTo),
      marginal: trimDecimal(m.marginal) ?? '0',
      marginalEt: trimDecimal(m.marginalEt),
      prepaymentPercent: trimDecimal(m.prepaymentPercent),
    })),
    changes: changes.map((ch) => ({
      id: ch.id,
      word: ch.word,
      pimCategory: ch.pimCategoryCode ?? '',
      pimCategoryObject: ch.pimCategoryCode ? refOf(extra.refs, ch.pimCategoryCode) : null,
    })),
    history: extra.history,
  };
}
