import { queriesOn, type Knex } from '@feedhub/db';
import { categoryPathLabel } from '@feedhub/contracts';
import {
  compilePriceRules,
  PIM_PRICE_FIELDS,
  preparePricing,
  type PriceEngine,
  type PricingContext,
} from '@feedhub/pricing';
import type { IcecatSheet } from '@feedhub/icecat';
import {
  buildExportPayload,
  type ExportIcecatFeature,
  type ExportAttributeMapping,
  type ExportBuild,
  type ExportSource,
  type PimStructure,
} from '@feedhub/pim';
import { categoryForExport } from '../categories/categories.repo';
import { attributesOfPartner } from '../partner-attributes/partner-attributes.repo';
import { findPartner } from '../partners/partners.repo';
import { pricingCategoryOf } from '../price-rules/pricing-inputs';
import { partnerPriceRules } from '../price-rules/price-rules.repo';
import { formulaOf } from '../price-rules/product-prices';
import { isExportReady } from '../products/export-ready';
import type { PartnerProduct } from '../products/products.model';
import { zeroAmountsOfPartner } from '../zero-amounts/zero-amounts.repo';
import { allFeatureMappings } from '../icecat/icecat-features.repo';
import { foundSheets } from '../icecat/icecat-lookups.repo';

/** The feature map as the payload builder reads it. */
async function loadIcecatFeatures(knex: Knex): Promise<ReadonlyMap<number, ExportIcecatFeature>> {
  const mappings = await allFeatureMappings(knex);
  return new Map(
    mappings.map((m) => [
      Number(m.featureId),
      {
        pimAttributeCode: m.pimAttributeCode,
        unitFactor: m.unitFactor === null ? null : Number(m.unitFactor),
        options: new Map(m.options.map((o) => [o.value, o.option])),
      },
    ]),
  );
}

/** A product row as the export reads it (partner_products). */
export type ExportProductRow = Pick<
  PartnerProduct,
  | 'id'
  | 'partnerId'
  | 'code'
  | 'sku'
  | 'name'
  | 'description'
  | 'ean'
  | 'manufacturerCode'
  | 'brand'
  | 'amount'
  | 'price'
  | 'rrpPrice'
  | 'supplierPrice'
  | 'categoryId'
  | 'attributes'
  | 'missingSince'
  | 'inExportList'
  | 'exportedAt'
> & { exportHash: string | null };

/** What a partner's products share: mappings, formulas, zero-amount rules. */
interface PartnerContext {
  partner: ExportSource['partner'];
  attributeMappings: ReadonlyMap<string, ExportAttributeMapping>;
  engine: PriceEngine;
  /** `brand (lower-case)|categoryId` of its zero-amount rules. */
  zeroAmounts: ReadonlySet<string>;
}

interface CategoryContext {
  source: ExportSource['category'];
  /** As a person reads it in the export log: its path (categoryPathLabel). */
  name: string;
  pricing: PricingContext;
  /** Its mapping has useIcecat: its products' Icecat sheets fill what their data leaves empty. */
  useIcecat: boolean;
}

const zeroKey = (brand: string | null, categoryId: number | null) =>
  `${(brand ?? '').trim().toLowerCase()}|${categoryId ?? ''}`;

/**
 * Builds the payloads of products (DESIGN §5 Export payload): each partner's attribute and option
 * mappings, price formulas and zero-amount rules, and each category's mapping, are read once per run
 * and kept, so a run of 100k products reads them a few hundred times, not 100k.
 */
export class ExportSources {
  private readonly partners = new Map<number, Promise<PartnerContext | null>>();
  private readonly categories = new Map<number, Promise<CategoryContext | null>>();

  constructor(
    private readonly knex: Knex,
    private readonly structure: PimStructure,
    private readonly settings: { currency: string; vatPercent: string | null },
  ) {}

  /** Loaded contexts, for the synchronous build of a page's products. */
  private readonly loadedPartners = new Map<number, PartnerContext | null>();
  private readonly loadedCategories = new Map<number, CategoryContext | null>();
  /** The Icecat sheets found for prepared products not built yet (of useIcecat categories only). */
  private readonly loadedSheets = new Map<number, IcecatSheet[]>();
  /** The Icecat feature map, read once per run (when a page first needs it). */
  private icecatFeatures: Promise<ReadonlyMap<number, ExportIcecatFeature>> | undefined;
  private loadedFeatures: ReadonlyMap<number, ExportIcecatFeature> = new Map();
  /** Pricing of products without a category (the default VAT only). */
  private uncategorised: PricingContext | undefined;

  /** Loads what a page of products needs (each partner and category once per run). */
  async prepare(products: readonly ExportProductRow[]): Promise<void> {
    await Promise.all([
      ...[...new Set(products.map((p) => p.partnerId))].map(async (id) =>
        this.loadedPartners.set(id, await this.partnerContext(id)),
      ),
      ...[...new Set(products.flatMap((p) => (p.categoryId === null ? [] : [p.categoryId])))].map(
        async (id) => this.loadedCategories.set(id, await this.categoryContext(id)),
      ),
    ]);
    // Icecat only for a page with products of useIcecat categories: other pages cost no query.
    const enriched = products.filter(
      (p) => p.categoryId !== null && this.loadedCategories.get(p.categoryId)?.useIcecat,
    );
    if (!enriched.length) return;
    // Added to, not replaced: the export prepares the next page while it still builds this one.
    const sheets = await foundSheets(
      this.knex,
      enriched.map((p) => p.id),
    );
    for (const [id, found] of sheets) this.loadedSheets.set(id, found);
    this.loadedFeatures = await (this.icecatFeatures ??= loadIcecatFeatures(this.knex));
  }

  /** The payload of one product, or why it is skipped; the category's path for skip lines. */
  async build(product: ExportProductRow): Promise<{ build: ExportBuild; categoryName: string | null }> {
    await this.prepare([product]);
    return this.buildPrepared(product);
  }

  /**
   * The payload of a product whose page was prepared: synchronous, so a page is built without a
   * promise per product (the export's CPU per product is what bounds its rate; docs/benchmarks.md).
   */
  buildPrepared(product: ExportProductRow): { build: ExportBuild; categoryName: string | null } {
    const partner = this.loadedPartners.get(product.partnerId);
    const category =
      product.categoryId === null ? null : (this.loadedCategories.get(product.categoryId) ?? null);
    if (!partner) throw new Error(`partner ${product.partnerId} of product ${product.id} is gone`);
    const pricing = category?.pricing ?? (this.uncategorised ??= preparePricing({ settings: this.settings }));
    // The formulas' prices keep their order (the payload's, so its hash); the fields none fills follow.
    const prices: Record<string, string | null> = partner.engine.evaluate(product, pricing).prices;
    for (const field of PIM_PRICE_FIELDS) if (!(field in prices)) prices[field] = null;
    const sheets = this.loadedSheets.get(product.id) ?? [];
    this.loadedSheets.delete(product.id);
    const build = buildExportPayload(
      {
        product: {
          id: product.id,
          code: product.code,
          name: product.name,
          description: product.description,
          ean: product.ean,
          manufacturerCode: product.manufacturerCode,
          brand: product.brand,
          amount: product.amount,
          missing: product.missingSince !== null,
          attributes: product.attributes,
        },
        partner: partner.partner,
        category: category?.source ?? null,
        attributeMappings: partner.attributeMappings,
        prices,
        zeroAmount: partner.zeroAmounts.has(zeroKey(product.brand, product.categoryId)),
        currency: this.settings.currency,
        icecat: category?.useIcecat ? { sheets, features: this.loadedFeatures } : null,
      },
      this.structure,
    );
    return { build, categoryName: category?.name ?? null };
  }

  private partnerContext(id: number): Promise<PartnerContext | null> {
    let context = this.partners.get(id);
    if (!context) {
      context = this.loadPartner(id);
      this.partners.set(id, context);
    }
    return context;
  }

  private categoryContext(id: number): Promise<CategoryContext | null> {
    let context = this.categories.get(id);
    if (!context) {
      context = this.loadCategory(id);
      this.categories.set(id, context);
    }
    return context;
  }

  private async loadPartner(id: number): Promise<PartnerContext | null> {
    const partner = await findPartner(this.knex, id);
    if (!partner) return null;
    const [attributes, rules, zeroAmounts] = await queriesOn(this.knex, [
      () => attributesOfPartner(this.knex, id),
      () => partnerPriceRules(this.knex, id),
      () => zeroAmountsOfPartner(this.knex, id),
    ]);
    const attributeMappings = new Map<string, ExportAttributeMapping>();
    for (const attribute of attributes) {
      const optionCodes = new Map<string, string>();
      for (const [index, code] of Object.entries(attribute.optionMappings ?? {})) {
        const text = attribute.options[Number(index)];
        if (code && text !== undefined) optionCodes.set(text.trim(), code);
      }
      attributeMappings.set(attribute.code, {
        pimAttributeCodes: attribute.pimAttributeCodes ?? [],
        optionCodes,
      });
    }
    return {
      partner: {
        id: partner.id,
        pimSupplierCode: partner.pimSupplierCode,
        deliveryTime: partner.deliveryTime,
      },
      attributeMappings,
      engine: compilePriceRules(rules.map(formulaOf)),
      zeroAmounts: new Set(zeroAmounts.map((rule) => zeroKey(rule.brand, rule.categoryId))),
    };
  }

  private async loadCategory(id: number): Promise<CategoryContext | null> {
    const category = await categoryForExport(this.knex, id);
    if (!category) return null;
    const pricing = preparePricing({ category: pricingCategoryOf(category), settings: this.settings });
    const useIcecat = category.useIcecat === true;
    const label = categoryPathLabel(category);
    if (!isExportReady(category)) return { source: null, name: label, pricing, useIcecat };
    return {
      name: label,
      pricing,
      useIcecat,
      source: {
        name: category.name,
        pimCategories: category.pimCategory?.length ? category.pimCategory : [category.pimCategoryCode!],
        family: category.family!,
        deliveryTime: category.deliveryTime,
        disabledEe: category.disabledEe,
        disabledFi: category.disabledFi,
        disabledLv: category.disabledLv,
        changes: (category.changes ?? []).map((change) => ({
          word: change.word,
          pimCategory: change.pimCategoryCode,
        })),
      },
    };
  }
}
