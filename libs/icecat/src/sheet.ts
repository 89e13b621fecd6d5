import { z } from 'zod';
import type { IcecatAnswer, IcecatData } from './answer';
import { stripActiveHtml } from './html';

/** One picture of a sheet. */
export const IcecatImageSchema = z.object({
  /** Absolute http(s) URL of the largest rendition. */
  url: z.url({ protocol: /^https?$/ }),
  /** The product's main picture (only the first image). */
  main: z.boolean(),
});

/** One specification of a sheet. */
export const IcecatFeatureSchema = z.object({
  /** Icecat's global feature id (stable across languages and categories). */
  id: z.number().int().nonnegative(),
  /** Feature name in the sheet's language. */
  name: z.string(),
  /** Feature group name, or null when the group has none. */
  group: z.string().nullable(),
  /** The value as Icecat presents it to people. */
  value: z.string(),
  /** The unformatted value (numbers in the measure's unit), or null. */
  rawValue: z.string().nullable(),
  /** The measure's sign ("cm", "GB"), or null. */
  unit: z.string().nullable(),
});

/** The normalised Icecat sheet Feedhub stores and reads (JSON serialisable). */
export const IcecatSheetSchema = z.object({
  /** Icecat's product id. */
  icecatId: z.number().int().nonnegative(),
  /** Language code the sheet was asked in ("en", "et"). */
  language: z.string(),
  /** Marketing title. */
  title: z.string().nullable(),
  /** Brand name. */
  brand: z.string().nullable(),
  /** Model name. */
  productName: z.string().nullable(),
  /** Manufacturer part number. */
  partCode: z.string().nullable(),
  /** GTINs, in Icecat's order, without duplicates. */
  gtins: z.array(z.string()),
  /** Texts: HTML as Icecat sends it, minus scripts and event handlers. */
  description: z.object({
    /** Long marketing text. */
    long: z.string().nullable(),
    /** Short summary. */
    short: z.string().nullable(),
  }),
  /** Main picture first, then the gallery in Icecat's order; http(s) only, no duplicates. */
  images: z.array(IcecatImageSchema),
  /** Specifications in Icecat's group and feature order. */
  features: z.array(IcecatFeatureSchema),
});

/** A normalised sheet. */
export type IcecatSheet = z.infer<typeof IcecatSheetSchema>;
/** One picture of a sheet. */
export type IcecatImage = z.infer<typeof IcecatImageSchema>;
/** One specification of a sheet. */
export type IcecatFeature = z.infer<typeof IcecatFeatureSchema>;

/** Trimmed text, or null when empty. */
const present = (value: string | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/** An absolute http(s) URL, or null; protocol-relative URLs ("//images.icecat.biz/…") become https. */
export function httpUrl(value: string | undefined): string | null {
  const raw = present(value);
  if (!raw) return null;
  try {
    const url = new URL(raw.startsWith('//') ? `https:${raw}` : raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The main picture, then the gallery by its `No` (array order when absent), each URL once. */
function images(data: IcecatData): IcecatImage[] {
  const gallery = data.Gallery.map((pic, index) => ({ pic, index }))
    .sort((a, b) => (a.pic.No ?? Infinity) - (b.pic.No ?? Infinity) || a.index - b.index)
    .map(({ pic }) => pic);
  const image = data.Image;
  const mainUrl =
    httpUrl(image?.HighPic) ??
    httpUrl(image?.Pic500x500) ??
    httpUrl(image?.LowPic) ??
    httpUrl(image?.ThumbPic) ??
    // No Image block: the gallery's main picture stands in.
    gallery
      .filter((pic) => pic.IsMain?.toUpperCase() === 'Y')
      .map((pic) => httpUrl(pic.Pic) ?? httpUrl(pic.Pic500x500) ?? httpUrl(pic.LowPic))
      .find((url) => url !== null) ??
    null;
  const urls = [
    mainUrl,
    ...gallery.map((pic) => httpUrl(pic.Pic) ?? httpUrl(pic.Pic500x500) ?? httpUrl(pic.LowPic)),
  ];
  const seen = new Set<string>();
  const out: IcecatImage[] = [];
  for (const url of urls) {
    if (url === null || seen.has(url)) continue;
    seen.add(url);
    out.push({ url, main: false });
  }
  if (mainUrl !== null && out[0]) out[0].main = true;
  return out;
}

/** Every readable feature: it needs an id, a name and a value. */
function features(data: IcecatData): IcecatFeature[] {
  return data.FeaturesGroups.flatMap((group) => {
    const groupName = present(group.FeatureGroup?.Name?.Value);
    return group.Features.flatMap((feature): IcecatFeature[] => {
      const id = feature.Feature?.ID;
      const name = present(feature.Feature?.Name?.Value);
      const value = present(feature.PresentationValue) ?? present(feature.Value);
      if (id === undefined || name === null || value === null) return [];
      const measure = feature.Feature?.Measure;
      return [
        {
          id,
          name,
          group: groupName,
          value,
          rawValue: present(feature.RawValue),
          unit: present(measure?.Signs?._) ?? present(measure?.Sign),
        },
      ];
    });
  });
}

/** HTML text with active content removed, or null. */
const html = (value: string | undefined): string | null => {
  const text = present(value);
  return text === null ? null : present(stripActiveHtml(text));
};

/** The normalised sheet of a successful answer, or null when it holds no product (no `data.GeneralInfo.IcecatId`). */
export function sheetFromAnswer(answer: IcecatAnswer, language: string): IcecatSheet | null {
  const data = answer.data;
  const info = data?.GeneralInfo;
  if (!data || info?.IcecatId === undefined) return null;
  const gtins = [...new Set((info.GTIN ?? []).map(present).filter((g): g is string => g !== null))];
  return {
    icecatId: info.IcecatId,
    language,
    title: present(info.Title),
    brand: present(info.Brand) ?? present(info.BrandInfo?.BrandName),
    productName: present(info.ProductName),
    partCode: present(info.BrandPartCode),
    gtins,
    description: {
      long: html(info.Description?.LongDesc) ?? html(info.Description?.MiddleDesc),
      short:
        html(info.SummaryDescription?.ShortSummaryDescription) ??
        html(info.SummaryDescription?.LongSummaryDescription),
    },
    images: images(data),
    features: features(data),
  };
}
