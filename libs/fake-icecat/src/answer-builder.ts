// Builds answers in Icecat's own JSON field names, so the client's parser is tested against the shape
// Icecat sends (field names: Tjark-Kuehl/open-icecat interfaces/icecatApi/IIcecatProduct.ts; errors:
// iceclog.com's JSON error table). Only the parts Feedhub reads, plus a few neighbours for realism.

/** One feature as a test describes it. */
export interface FeatureSpec {
  /** Icecat feature id. */
  id: number;
  /** Feature name. */
  name: string;
  /** Group name (default "General"). */
  group?: string;
  /** Value as stored. */
  value: string;
  /** Value as presented (default: value and unit). */
  presentationValue?: string;
  /** Raw value (default: value). */
  rawValue?: string;
  /** Unit sign. */
  unit?: string;
}

/** A product as a test describes it; `icecatAnswer` writes it in Icecat's field names. */
export interface SheetSpec {
  /** Icecat product id. */
  icecatId: number;
  /** Brand name. */
  brand: string;
  /** Manufacturer part number. */
  productCode: string;
  /** GTINs. */
  gtins?: string[];
  /** Title (default "brand productName"). */
  title?: string;
  /** Model name (default the product code). */
  productName?: string;
  /** Long HTML description. */
  longDesc?: string;
  /** Middle description. */
  middleDesc?: string;
  /** Short summary. */
  shortSummary?: string;
  /** Long summary. */
  longSummary?: string;
  /** Main picture URL (the Image block); omitted = no Image block. */
  image?: string;
  /** Gallery picture URLs in order; the first equal to `image` is marked IsMain. */
  gallery?: string[];
  /** Specifications. */
  features?: FeatureSpec[];
}

/** `{Value, Language}`. */
export interface IcecatLocalised {
  Value: string;
  Language: string;
}

/** One feature in Icecat's shape. */
export interface IcecatFeatureJson {
  ID: number;
  Type: string;
  Value: string;
  PresentationValue: string;
  RawValue: string;
  Feature: {
    ID: string;
    Sign: string;
    Measure: { ID: string; Sign: string; Signs: { ID: string; _: string; Language: string } };
    Name: IcecatLocalised;
  };
}

/** `data` in Icecat's shape (the parts the fake writes). */
export interface IcecatDataJson {
  GeneralInfo: {
    IcecatId: number;
    Title: string;
    Brand: string;
    BrandInfo: { BrandName: string; BrandLocalName: string; BrandLogo: string };
    ProductName: string;
    BrandPartCode: string;
    GTIN: string[];
    Description: { ID: number; LongDesc: string; MiddleDesc: string; LongProductName: string };
    SummaryDescription: { ShortSummaryDescription: string; LongSummaryDescription: string };
  };
  Image?: { HighPic: string; HighPicSize: number; LowPic: string; Pic500x500: string; ThumbPic: string };
  Gallery: Array<{
    ID: number;
    Pic: string;
    LowPic: string;
    Pic500x500: string;
    No: number;
    IsMain: 'Y' | 'N';
  }>;
  FeaturesGroups: Array<{
    ID: number;
    SortNo: string;
    FeatureGroup: { ID: string; Name: IcecatLocalised };
    Features: IcecatFeatureJson[];
  }>;
}

/** A success answer in Icecat's shape. */
export interface IcecatAnswerJson {
  msg: 'OK';
  data: IcecatDataJson;
}

/** An error answer in Icecat's shape: HTTP-like `Code`, Icecat's error number `StatusCode`, `Message`. */
export interface IcecatErrorJson {
  Code: number;
  StatusCode?: number;
  Message: string;
}

/** The same URL on another rendition path (Icecat serves each picture in several sizes). */
const rendition = (url: string, size: string) => url.replace(/\/([^/]+)$/, `/${size}/$1`);

/** Writes a product in Icecat's JSON answer shape. */
export function icecatAnswer(spec: SheetSpec): IcecatAnswerJson {
  const groups = new Map<string, FeatureSpec[]>();
  for (const f of spec.features ?? []) {
    const name = f.group ?? 'General';
    groups.set(name, [...(groups.get(name) ?? []), f]);
  }
  const lang = 'EN';
  return {
    msg: 'OK',
    data: {
      GeneralInfo: {
        IcecatId: spec.icecatId,
        Title: spec.title ?? `${spec.brand} ${spec.productName ?? spec.productCode}`,
        Brand: spec.brand,
        BrandInfo: { BrandName: spec.brand, BrandLocalName: '', BrandLogo: '' },
        ProductName: spec.productName ?? spec.productCode,
        BrandPartCode: spec.productCode,
        GTIN: spec.gtins ?? [],
        Description: {
          ID: spec.icecatId,
          LongDesc: spec.longDesc ?? '',
          MiddleDesc: spec.middleDesc ?? '',
          LongProductName: '',
        },
        SummaryDescription: {
          ShortSummaryDescription: spec.shortSummary ?? '',
          LongSummaryDescription: spec.longSummary ?? '',
        },
      },
      ...(spec.image
        ? {
            Image: {
              HighPic: spec.image,
              HighPicSize: 0,
              LowPic: rendition(spec.image, 'low'),
              Pic500x500: rendition(spec.image, 'medium'),
              ThumbPic: rendition(spec.image, 'thumb'),
            },
          }
        : {}),
      Gallery: (spec.gallery ?? []).map((url, i) => ({
        ID: spec.icecatId * 100 + i,
        Pic: url,
        LowPic: rendition(url, 'low'),
        Pic500x500: rendition(url, 'medium'),
        No: i + 1,
        IsMain: url === spec.image ? 'Y' : 'N',
      })),
      FeaturesGroups: [...groups].map(([name, features], g) => ({
        ID: g + 1,
        SortNo: String(g + 1),
        FeatureGroup: { ID: String(g + 1), Name: { Value: name, Language: lang } },
        Features: features.map((f, i) => ({
          ID: (g + 1) * 1000 + i,
          Type: 'textarea',
          Value: f.value,
          PresentationValue: f.presentationValue ?? (f.unit ? `${f.value} ${f.unit}` : f.value),
          RawValue: f.rawValue ?? f.value,
          Feature: {
            ID: String(f.id),
            Sign: f.unit ?? '',
            Measure: { ID: '0', Sign: f.unit ?? '', Signs: { ID: '0', _: f.unit ?? '', Language: lang } },
            Name: { Value: f.name, Language: lang },
          },
        })),
      })),
    },
  };
}
