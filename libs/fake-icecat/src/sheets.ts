import type { IcecatAnswerJson } from './answer-builder';

/** A stored product: its answer and whether only Full Icecat (a valid Api-Token) may read it. */
export interface StoredSheet {
  /** The answer sent when found. */
  answer: IcecatAnswerJson;
  /** Only a request with a valid Api-Token gets it; others get error 9. */
  fullOnly: boolean;
}

/** GTINs compare without leading zeros: a UPC-A (12) and its EAN-13 with a leading 0 are one product. */
const gtinKey = (gtin: string) => gtin.trim().replace(/^0+/, '');
/** Brands compare case-insensitively (Icecat matches "ACME" to "Acme"); codes exactly, trimmed. */
const brandCodeKey = (brand: string, code: string) => `${brand.trim().toLowerCase()}\u0000${code.trim()}`;

/** The fake's products, found by GTIN or by brand and manufacturer code. */
export class SheetStore {
  private readonly byGtin = new Map<string, StoredSheet>();
  private readonly byBrandCode = new Map<string, StoredSheet>();
  private count = 0;

  /** Stores answers (keys read from their GeneralInfo: GTIN[], Brand, BrandPartCode); a later one replaces an earlier one. */
  add(answers: IcecatAnswerJson | IcecatAnswerJson[], options: { fullOnly?: boolean } = {}): void {
    for (const answer of Array.isArray(answers) ? answers : [answers]) {
      const stored: StoredSheet = { answer, fullOnly: options.fullOnly ?? false };
      const info = answer.data.GeneralInfo;
      for (const gtin of info.GTIN) this.byGtin.set(gtinKey(gtin), stored);
      this.byBrandCode.set(brandCodeKey(info.Brand, info.BrandPartCode), stored);
      this.count += 1;
    }
  }

  /** The product with this GTIN. */
  byGtinCode(gtin: string): StoredSheet | undefined {
    return this.byGtin.get(gtinKey(gtin));
  }

  /** The product with this brand and manufacturer code. */
  byBrand(brand: string, productCode: string): StoredSheet | undefined {
    return this.byBrandCode.get(brandCodeKey(brand, productCode));
  }

  /** Answers added so far. */
  get size(): number {
    return this.count;
  }

  /** Removes every product. */
  clear(): void {
    this.byGtin.clear();
    this.byBrandCode.clear();
    this.count = 0;
  }
}
