// feedClasses: the adapter catalogue of the partner form, checked against the params schemas.
import { LOCALES } from '@feedhub/contracts';
import type { z } from 'zod';
import { FEED_CLASS_NAMES } from './adapters/registry';
import { feedClasses, FeedClassInfoSchema } from './catalogue';
import {
  BmecatParamsSchema,
  CsvParamsSchema,
  GoogleMerchantParamsSchema,
  JsonParamsSchema,
  XmlParamsSchema,
} from './params';
import { validateFeedParams } from './read-feed';

const SCHEMAS: Record<(typeof FEED_CLASS_NAMES)[number], z.ZodObject> = {
  xml: XmlParamsSchema,
  csv: CsvParamsSchema,
  json: JsonParamsSchema,
  'google-merchant': GoogleMerchantParamsSchema,
  bmecat: BmecatParamsSchema,
};

describe('feedClasses', () => {
  it.each(LOCALES.map((locale) => [locale]))(
    '%s lists exactly FEED_CLASS_NAMES, in order, schema-valid',
    (locale) => {
      const classes = feedClasses(locale);
      expect(classes.map((c) => c.name)).toEqual([...FEED_CLASS_NAMES]);
      for (const info of classes) expect(FeedClassInfoSchema.parse(info)).toEqual(info);
    },
  );

  it('gives every class a label and a description in both locales, translated', () => {
    const en = feedClasses('en');
    const et = feedClasses('et');
    en.forEach((info, i) => {
      expect(info.label.trim()).not.toBe('');
      expect(info.description.trim()).not.toBe('');
      expect(et[i].label.trim()).not.toBe('');
      expect(et[i].description).not.toBe(info.description);
    });
  });

  it('describes every param in both locales, with the same names, types and examples', () => {
    const en = feedClasses('en');
    const et = feedClasses('et');
    en.forEach((info, i) => {
      const other = et[i];
      expect(other.params.map((p) => [p.name, p.type, p.required, p.example])).toEqual(
        info.params.map((p) => [p.name, p.type, p.required, p.example]),
      );
      info.params.forEach((param, j) => {
        expect(param.description.trim()).not.toBe('');
        expect(other.params[j].description.trim()).not.toBe('');
        expect(other.params[j].description).not.toBe(param.description);
      });
      expect(new Set(info.params.map((p) => p.name)).size).toBe(info.params.length);
    });
  });

  it.each(FEED_CLASS_NAMES.map((name) => [name]))('%s: params are the keys of its schema', (name) => {
    const info = feedClasses('en').find((c) => c.name === name);
    expect(info?.params.map((p) => p.name).sort()).toEqual(Object.keys(SCHEMAS[name].shape).sort());
  });

  it.each(FEED_CLASS_NAMES.map((name) => [name]))(
    '%s: "required" matches the schema (url: required for imports)',
    (name) => {
      const info = feedClasses('en').find((c) => c.name === name);
      const shape = SCHEMAS[name].shape;
      for (const param of info?.params ?? []) {
        const field = shape[param.name];
        if (field === undefined) continue; // reported by the test above
        const required = param.name === 'url' ? true : !field.safeParse(undefined).success;
        expect([param.name, param.required]).toEqual([param.name, required]);
      }
    },
  );

  it.each(FEED_CLASS_NAMES.map((name) => [name]))('%s: the example is valid params', (name) => {
    const info = feedClasses('en').find((c) => c.name === name);
    const result = validateFeedParams(name, info?.example);
    expect(result.success ? [] : result.issues).toEqual([]);
    expect(info?.example.url).toMatch(/^https:\/\//);
  });

  it('gives param examples that the param itself accepts', () => {
    for (const info of feedClasses('en')) {
      for (const param of info.params) {
        if (param.example === null) continue;
        const field = SCHEMAS[info.name].shape[param.name];
        expect([info.name, param.name, field?.safeParse(param.example).success]).toEqual([
          info.name,
          param.name,
          true,
        ]);
      }
    }
  });
});
