import { z } from 'zod';

// The subset of Icecat's live JSON answer (`GET https://live.icecat.biz/api`) Feedhub reads. Lenient on
// purpose: one odd field (a PHP-style `[]` where an object belongs, a number where a string belongs) must
// not cost the whole sheet, so every field is optional and a wrong-typed field reads as absent.

/** `schema`, or undefined when the field is missing or of another type. */
const lenient = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

/** Text: Icecat sends strings, sometimes numbers (codes, values); both read as a string. */
const text = lenient(z.union([z.string(), z.number().transform(String)]));

/** A numeric id: a number or a string of digits (Feature.ID is a string in the JSON, IcecatId a number). */
const numericId = lenient(
  z.union([
    z.number().int().nonnegative(),
    z
      .string()
      .regex(/^\s*\d+\s*$/)
      .transform(Number),
  ]),
);

/** An array whose unreadable items are dropped one by one instead of failing the array. */
const looseArray = <T extends z.ZodType>(item: T) =>
  lenient(z.array(z.unknown())).transform((items) =>
    (items ?? []).flatMap((raw) => {
      const read = item.safeParse(raw);
      return read.success ? [read.data as z.output<T>] : [];
    }),
  );

/** `{Value, Language}`: Icecat's localised label. */
const LocalisedSchema = lenient(z.object({ Value: text }));

/** `Measure.Signs`: the unit sign in `_`; an object, sometimes a list of them (one per language). */
const SignsSchema = lenient(
  z.union([z.object({ _: text }), z.array(z.object({ _: text })).transform((list) => list[0])]),
);

/** One feature of a group. */
export const IcecatFeatureAnswerSchema = z.object({
  /** The feature's definition: id, localised name, measure. */
  Feature: lenient(
    z.object({
      ID: numericId,
      Name: LocalisedSchema,
      Measure: lenient(z.object({ Sign: text, Signs: SignsSchema })),
    }),
  ),
  /** The value as stored (localised for text features). */
  Value: text,
  /** The value as Icecat presents it (with its unit, "Y"/"N" spelled out). */
  PresentationValue: text,
  /** The unformatted value (numbers in the measure's base unit). */
  RawValue: text,
});

/** One feature group: its name and its features. */
export const IcecatFeatureGroupAnswerSchema = z.object({
  /** The group's definition. */
  FeatureGroup: lenient(z.object({ Name: LocalisedSchema })),
  /** The group's features, unreadable ones dropped. */
  Features: looseArray(IcecatFeatureAnswerSchema),
});

/** One gallery picture. */
export const IcecatGalleryAnswerSchema = z.object({
  /** Largest rendition. */
  Pic: text,
  /** 500×500 rendition. */
  Pic500x500: text,
  /** Small rendition. */
  LowPic: text,
  /** "Y" for the main picture. */
  IsMain: text,
  /** Position in the gallery. */
  No: lenient(
    z.union([
      z.number(),
      z
        .string()
        .regex(/^\s*\d+\s*$/)
        .transform(Number),
    ]),
  ),
});

/** `data.GeneralInfo`. */
export const IcecatGeneralInfoSchema = z.object({
  /** Icecat's product id. */
  IcecatId: numericId,
  /** Marketing title. */
  Title: text,
  /** Brand name. */
  Brand: text,
  /** Brand details (the name again, when `Brand` is missing). */
  BrandInfo: lenient(z.object({ BrandName: text })),
  /** Model name. */
  ProductName: text,
  /** Manufacturer part number. */
  BrandPartCode: text,
  /** GTINs (EAN/UPC/JAN); a single string is read as a list of one. */
  GTIN: lenient(z.union([z.array(text), text.transform((one) => (one === undefined ? [] : [one]))])),
  /** Marketing texts (HTML). */
  Description: lenient(z.object({ LongDesc: text, MiddleDesc: text })),
  /** Generated summaries (plain text). */
  SummaryDescription: lenient(z.object({ ShortSummaryDescription: text, LongSummaryDescription: text })),
});

/** `data`: one product sheet. */
export const IcecatDataSchema = z.object({
  /** Identity and texts. */
  GeneralInfo: lenient(IcecatGeneralInfoSchema),
  /** The main picture in its renditions. */
  Image: lenient(z.object({ HighPic: text, Pic500x500: text, LowPic: text, ThumbPic: text })),
  /** Further pictures. */
  Gallery: looseArray(IcecatGalleryAnswerSchema),
  /** Specifications by group. */
  FeaturesGroups: looseArray(IcecatFeatureGroupAnswerSchema),
});

/**
 * A whole answer. Success: `{msg: "OK", data}`. Failure: `{Code, Message, StatusCode}` where `Code`
 * mirrors the HTTP status and `StatusCode` is Icecat's error number (iceclog.com, "Which JSON and XML
 * error messages can I get using Icecat?"); some answers spell them in lower camel case.
 */
export const IcecatAnswerSchema = z.object({
  /** "OK" on success. */
  msg: text,
  /** The product sheet. */
  data: lenient(IcecatDataSchema),
  /** HTTP-like error code (404, 403, 400…). */
  Code: numericId,
  /** Icecat's error number (8 not found, 9 Full Icecat only…). */
  StatusCode: numericId,
  /** The error in words. */
  Message: text,
  /** Lower-camel-case variants seen in some answers. */
  statusCode: numericId,
  /** Lower-camel-case variant of `Message`. */
  message: text,
});

/** A parsed answer. */
export type IcecatAnswer = z.output<typeof IcecatAnswerSchema>;
/** A parsed `data` object. */
export type IcecatData = z.output<typeof IcecatDataSchema>;

/** Parses any JSON value as an answer; only a non-object fails (null then). */
export function parseAnswer(json: unknown): IcecatAnswer | null {
  const read = IcecatAnswerSchema.safeParse(json);
  return read.success ? read.data : null;
}
