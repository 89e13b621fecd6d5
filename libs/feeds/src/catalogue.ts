import { z } from 'zod';
import { PartnerClassParamSchema, PartnerClassSchema, type Locale } from '@feedhub/contracts';
import { FEED_CLASS_NAMES, type FeedClassName } from './adapters/registry';
import { DEFAULT_FEED_LIMITS, MAX_ITEM_ELEMENTS } from './limits';

/** One parameter of a feed adapter, as the partner form's help shows it (the contract's shape). */
export const FeedParamInfoSchema = PartnerClassParamSchema;
/** A row of `GET /api/partners/classes`: the contract's PartnerClass, its name one of our adapters. */
export const FeedClassInfoSchema = PartnerClassSchema.extend({ name: z.enum(FEED_CLASS_NAMES) });
export type FeedClassInfo = z.infer<typeof FeedClassInfoSchema>;

type Text = Record<Locale, string>;
interface ParamDef {
  name: string;
  type: string;
  required?: boolean;
  text: Text;
  example?: string;
}

const common: ParamDef[] = [
  {
    name: 'url',
    type: 'http(s) URL',
    required: true,
    text: {
      en: 'Feed address; .gz files and gzip answers are unpacked',
      et: 'Voo aadress; .gz failid ja gzip-vastused pakitakse lahti',
    },
    example: 'https://supplier.example/feed.xml',
  },
  { name: 'user', type: 'string', text: { en: 'Basic auth user', et: 'Basic auth kasutaja' } },
  { name: 'password', type: 'string', text: { en: 'Basic auth password', et: 'Basic auth parool' } },
  {
    name: 'encoding',
    type: 'auto | utf-8 | utf-16le | windows-1257 | iso-8859-13 | windows-1252 | …',
    text: {
      en: 'Text encoding; auto reads the BOM or the XML declaration, else UTF-8',
      et: 'Kodeering; auto loeb BOM-i või XML-deklaratsiooni, muidu UTF-8',
    },
    example: 'windows-1257',
  },
  {
    name: 'decimalSeparator',
    type: "auto | '.' | ','",
    text: {
      en: 'Decimal mark of numbers; auto refuses "1,234" as ambiguous',
      et: 'Arvude kümnendmärk; auto ei aktsepteeri kahemõttelist „1,234“',
    },
  },
  {
    name: 'categorySeparator',
    type: 'string',
    text: { en: 'Splits a category path text (default ">")', et: 'Kategooria raja eraldaja (vaikimisi „>“)' },
    example: '/',
  },
  {
    name: 'listSeparator',
    type: 'string',
    text: {
      en: 'Splits list values written in one text (images, attribute values)',
      et: 'Eraldab ühes tekstis olevad loendi väärtused (pildid, atribuudid)',
    },
    example: '|',
  },
  {
    name: 'defaultBrand',
    type: 'string',
    text: { en: 'Brand of products the feed gives none', et: 'Bränd toodetele, millel voos seda pole' },
  },
  {
    name: 'inStockAmount',
    type: 'integer',
    text: {
      en: 'Stock for "in stock" / "yes" (default 1)',
      et: 'Laoseis väärtusele „in stock“ / „jah“ (vaikimisi 1)',
    },
  },
  {
    name: 'stockWords',
    type: 'object',
    text: {
      en: 'The supplier\'s stock words → quantity, e.g. {"Viel Bestand": 20, "Auf Anfrage": 0}; they add to or replace the built-in English, German and Estonian words (case ignored; at most 200)',
      et: 'Tarnija laoseisu sõnad → kogus, nt {"Viel Bestand": 20, "Auf Anfrage": 0}; need lisanduvad sisseehitatud inglise, saksa ja eesti sõnadele või asendavad neid (suurtähti ei eristata; kuni 200)',
    },
  },
  {
    name: 'extractUnits',
    type: 'boolean',
    text: {
      en: 'Split "2,5 kg" into value and unit (default true)',
      et: 'Jaga „2,5 kg“ väärtuseks ja ühikuks (vaikimisi true)',
    },
  },
  {
    name: 'trim',
    type: 'boolean',
    text: {
      en: 'Trim spaces around texts and collapse runs of spaces in one-line fields (default true)',
      et: 'Eemalda tekstide ümbert tühikud ja ühenda ühe rea väljade tühikujadad (vaikimisi true)',
    },
  },
];
const fields: ParamDef = {
  name: 'fields',
  type: 'object',
  required: true,
  text: {
    en: 'Source of each product field: code (required), sku, name, ean, manufacturerCode, brand, categoryCode, categoryName, categoryPath, price, rrpPrice, supplierPrice, currency, vatRate, amount, description, images; a list gives alternatives',
    et: 'Iga tooteväli allikas: code (kohustuslik), sku, name, ean, manufacturerCode, brand, categoryCode, categoryName, categoryPath, price, rrpPrice, supplierPrice, currency, vatRate, amount, description, images; loend annab alternatiivid',
  },
};
const treeCategoryLevels: ParamDef = {
  name: 'categoryLevels',
  type: 'path[]',
  text: { en: 'Category path from level fields', et: 'Kategooria rada taseme väljadest' },
};
const maxItemElements: ParamDef = {
  name: 'maxItemElements',
  type: 'integer',
  text: {
    en: `Most XML elements one product may have (default ${DEFAULT_FEED_LIMITS.maxItemNodes}, at most ${MAX_ITEM_ELEMENTS}); a larger product is skipped with a warning`,
    et: `Ühe toote XML-elementide suurim arv (vaikimisi ${DEFAULT_FEED_LIMITS.maxItemNodes}, kuni ${MAX_ITEM_ELEMENTS}); suurem toode jäetakse hoiatusega vahele`,
  },
};
const treeAttributes: ParamDef = {
  name: 'attributes',
  type: 'rule[]',
  text: {
    en: 'Attribute rules: {path, name, value, unit} per node, {children} for child elements, {text, pairSeparator, keyValueSeparator} for "Key: value; …"',
    et: 'Atribuudireeglid: {path, name, value, unit} iga sõlme kohta, {children} alamelementidele, {text, pairSeparator, keyValueSeparator} tekstile „Võti: väärtus; …“',
  },
};

const CLASSES: Record<
  FeedClassName,
  { label: Text; description: Text; params: ParamDef[]; example: Record<string, unknown> }
> = {
  xml: {
    label: { en: 'XML (mapped)', et: 'XML (vastendusega)' },
    description: {
      en: "Any XML feed: items and fields chosen by paths (a/b, @attr, g:price, a[@type='x'])",
      et: "Iga XML-voog: elemendid ja väljad radade järgi (a/b, @attr, g:price, a[@type='x'])",
    },
    params: [
      ...common,
      {
        name: 'itemPath',
        type: 'path',
        required: true,
        text: {
          en: 'Element of one product; "/a/b" from the root, "b" anywhere',
          et: 'Ühe toote element; „/a/b“ juurest, „b“ kõikjal',
        },
        example: 'products/product',
      },
      {
        name: 'namespaces',
        type: 'object',
        text: {
          en: 'Prefixes used in paths → namespace URIs',
          et: 'Radades kasutatud eesliited → nimeruumi URI-d',
        },
      },
      fields,
      treeCategoryLevels,
      treeAttributes,
      maxItemElements,
    ],
    example: {
      url: 'https://supplier.example/feed.xml',
      itemPath: 'products/product',
      fields: {
        code: '@id',
        name: 'name',
        price: 'price',
        brand: 'manufacturer',
        categoryPath: 'category',
        amount: 'stock',
        images: 'images/image',
      },
      attributes: [{ path: 'params/param', name: '@name', value: '.' }],
    },
  },
  csv: {
    label: { en: 'CSV (mapped)', et: 'CSV (vastendusega)' },
    description: {
      en: 'CSV or TSV: columns by header name or position; delimiter and header detected',
      et: 'CSV või TSV: veerud päise nime või asukoha järgi; eraldaja ja päis tuvastatakse',
    },
    params: [
      ...common,
      {
        name: 'delimiter',
        type: "auto | ',' | ';' | '\\t' | '|' | '~'",
        text: { en: 'Field delimiter (default auto)', et: 'Väljade eraldaja (vaikimisi auto)' },
      },
      { name: 'quote', type: '" | \'', text: { en: 'Quote character', et: 'Jutumärk' } },
      {
        name: 'header',
        type: 'auto | true | false',
        text: {
          en: 'Whether the first row holds column names',
          et: 'Kas esimene rida sisaldab veergude nimesid',
        },
      },
      fields,
      {
        name: 'categoryLevels',
        type: 'column[]',
        text: { en: 'Columns of category levels (Kategorie 1..3)', et: 'Kategooria tasemete veerud' },
      },
      {
        name: 'attributes',
        type: 'rule[]',
        text: {
          en: 'Attribute rules: {columns}, {prefix}, {text, pairSeparator, keyValueSeparator}',
          et: 'Atribuudireeglid: {columns}, {prefix}, {text, pairSeparator, keyValueSeparator}',
        },
      },
      {
        name: 'groupBy',
        type: 'column',
        text: {
          en: 'Rows that follow each other with the same value in this column are one product: the first row gives the values, the others add images and fill empty fields (Shopify: Handle)',
          et: 'Järjestikused read, mille selles veerus on sama väärtus, on üks toode: esimene rida annab väärtused, ülejäänud lisavad pildid ja täidavad tühjad väljad (Shopify: Handle)',
        },
        example: 'Handle',
      },
      {
        name: 'tierQuantity',
        type: 'column',
        text: {
          en: 'With groupBy: the column of the quantity a price tier starts at; the row with the lowest quantity gives the price',
          et: 'Koos groupBy-ga: hinnaastme alguskoguse veerg; hinna annab väikseima kogusega rida',
        },
        example: 'Menge',
      },
    ],
    example: {
      url: 'https://supplier.example/prices.csv',
      fields: { code: 'Artikelnummer', price: 'Preis', ean: 'EAN-Code' },
      attributes: [{ prefix: 'attr_' }],
    },
  },
  json: {
    label: { en: 'JSON (mapped)', et: 'JSON (vastendusega)' },
    description: {
      en: 'A JSON array, an array at a path, or NDJSON (one product per line)',
      et: 'JSON-massiiv, massiiv raja all või NDJSON (üks toode real)',
    },
    params: [
      ...common,
      {
        name: 'itemPath',
        type: 'dot path',
        text: {
          en: 'Path of the product array; empty for a top-level array or NDJSON',
          et: 'Tootemassiivi rada; tühi ülataseme massiivi või NDJSON-i puhul',
        },
        example: 'data.products',
      },
      fields,
      treeCategoryLevels,
      treeAttributes,
    ],
    example: {
      url: 'https://supplier.example/products.json',
      itemPath: 'products',
      fields: { code: 'id', name: 'title', price: 'price.net' },
    },
  },
  'google-merchant': {
    label: { en: 'Google Merchant feed', et: 'Google Merchanti voog' },
    description: {
      en: 'RSS 2.0 / Atom with g: fields, or its TSV; no mapping needed',
      et: 'RSS 2.0 / Atom g: väljadega või selle TSV; vastendust pole vaja',
    },
    params: [
      ...common,
      {
        name: 'categoryFrom',
        type: 'product_type | google_product_category',
        text: { en: 'Which field gives the category path', et: 'Milline väli annab kategooria raja' },
      },
    ],
    example: { url: 'https://shop.example/google.xml' },
  },
  bmecat: {
    label: { en: 'BMEcat 2005', et: 'BMEcat 2005' },
    description: {
      en: 'BMEcat 2005 (and 1.2) catalogues with features and the catalogue group tree',
      et: 'BMEcat 2005 (ja 1.2) kataloogid omaduste ja kataloogirühmade puuga',
    },
    params: [
      ...common,
      {
        name: 'priceType',
        type: 'string',
        text: {
          en: 'price_type read as the purchase price (default net_list)',
          et: 'Ostuhinnaks loetav price_type (vaikimisi net_list)',
        },
      },
      {
        name: 'rrpPriceType',
        type: 'string',
        text: {
          en: 'price_type read as the RRP (default nrp)',
          et: 'Soovitushinnaks loetav price_type (vaikimisi nrp)',
        },
      },
      {
        name: 'language',
        type: 'string',
        text: {
          en: 'Language of texts when the catalogue has several (lang attribute)',
          et: 'Tekstide keel, kui kataloogis on mitu (lang atribuut)',
        },
        example: 'eng',
      },
      maxItemElements,
    ],
    example: { url: 'https://supplier.example/catalog.xml', priceType: 'net_list' },
  },
};

/** The adapters with their params, in a language: the body of `GET /api/partners/classes`. */
export function feedClasses(locale: Locale): FeedClassInfo[] {
  return FEED_CLASS_NAMES.map((name) => {
    const entry = CLASSES[name];
    return {
      name,
      label: entry.label[locale],
      description: entry.description[locale],
      params: entry.params.map((p) => ({
        name: p.name,
        type: p.type,
        required: p.required ?? false,
        description: p.text[locale],
        example: p.example ?? null,
      })),
      example: entry.example,
    };
  });
}
