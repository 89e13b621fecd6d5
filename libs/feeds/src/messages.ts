import { DEFAULT_LOCALE, type Locale } from '@feedhub/contracts';
import { formatMessage } from '@feedhub/i18n';
import type { FeedErrorKey, FeedPosition } from './errors';

/** English texts of fatal feed errors. */
const enErrors: Record<FeedErrorKey, string> = {
  feed_unknown_class: 'There is no feed adapter named ":className"',
  feed_invalid_params: 'The feed settings are invalid: :field (:reason)',
  feed_url_invalid: 'The feed address is not a valid URL',
  feed_url_protocol: 'Feeds can only be read over http or https (not :protocol)',
  feed_url_forbidden: 'The feed address :host points to a local or private network, which feeds may not use',
  feed_file_forbidden: 'Reading local files is not allowed here; give an http(s) address',
  feed_file_not_found: 'The file :path does not exist',
  feed_network: 'The feed server could not be reached (:reason)',
  feed_http_status: 'The feed server answered :status for :url',
  feed_timeout: 'The feed server did not answer within :seconds seconds',
  feed_too_slow:
    'The feed sent :rate over the last :window, below the :floor floor (settings feed_min_rate and feed_rate_window): the download was stopped',
  feed_too_long:
    'The feed download was stopped after :elapsed: it may take at most :limit (setting feed_max_seconds)',
  feed_too_many_redirects: 'The feed address redirects too many times',
  feed_too_large: 'The feed is larger than the limit of :limit',
  feed_aborted: 'Reading the feed was cancelled',
  feed_encoding: 'The feed is not valid :encoding text (byte :offset); set the encoding in the feed settings',
  feed_truncated: 'The feed ends too early (:reason): the file is cut off, nothing after this point was read',
  feed_not_xml: 'The feed is not XML (:reason)',
  feed_xml_malformed: 'The XML is malformed: :reason',
  feed_xml_entity:
    'The XML uses or declares entities (:entity); entity expansion is disabled to protect against entity bombs and external entities',
  feed_not_csv: 'The feed is not CSV: :reason',
  feed_not_json: 'The feed is not JSON: :reason',
  feed_json_malformed: 'The JSON is malformed: :reason',
  feed_too_deep: 'The feed nests elements deeper than :limit levels',
  feed_field_too_large: 'A field or tag of the feed is longer than :limit characters',
  feed_item_too_large: 'A product of the feed has more than :limit elements',
  feed_csv_column: 'The column ":column" is not in the feed (columns: :header)',
  feed_no_items: 'The feed has no products at :itemPath: check the item path or the format',
};

const etErrors: Record<FeedErrorKey, string> = {
  feed_unknown_class: 'Voo adapterit „:className“ ei ole',
  feed_invalid_params: 'Voo seaded on vigased: :field (:reason)',
  feed_url_invalid: 'Voo aadress ei ole korrektne URL',
  feed_url_protocol: 'Vooge saab lugeda ainult http või https kaudu (mitte :protocol)',
  feed_url_forbidden:
    'Voo aadress :host viitab kohalikule või privaatvõrgule, mida voogudes kasutada ei tohi',
  feed_file_forbidden: 'Kohalike failide lugemine ei ole siin lubatud; andke http(s) aadress',
  feed_file_not_found: 'Faili :path ei ole olemas',
  feed_network: 'Voo serveriga ei saanud ühendust (:reason)',
  feed_http_status: 'Voo server vastas aadressile :url koodiga :status',
  feed_timeout: 'Voo server ei vastanud :seconds sekundi jooksul',
  feed_too_slow:
    'Voog saatis viimase :window jooksul :rate, vähem kui alammäär :floor (seaded feed_min_rate ja feed_rate_window): allalaadimine peatati',
  feed_too_long:
    'Voo allalaadimine peatati :elapsed järel: see võib kesta kõige rohkem :limit (seade feed_max_seconds)',
  feed_too_many_redirects: 'Voo aadress suunab edasi liiga palju kordi',
  feed_too_large: 'Voog on suurem kui lubatud :limit',
  feed_aborted: 'Voo lugemine katkestati',
  feed_encoding: 'Voog ei ole korrektne :encoding tekst (bait :offset); määrake voo seadetes kodeering',
  feed_truncated: 'Voog lõpeb liiga vara (:reason): fail on katkenud, pärast seda kohta midagi ei loetud',
  feed_not_xml: 'Voog ei ole XML (:reason)',
  feed_xml_malformed: 'XML on vigane: :reason',
  feed_xml_entity:
    'XML kasutab või deklareerib olemeid (:entity); olemite laiendamine on olemipommide ja väliste olemite vastu kaitseks välja lülitatud',
  feed_not_csv: 'Voog ei ole CSV: :reason',
  feed_not_json: 'Voog ei ole JSON: :reason',
  feed_json_malformed: 'JSON on vigane: :reason',
  feed_too_deep: 'Voo elemendid on pesastatud sügavamale kui :limit taset',
  feed_field_too_large: 'Voo väli või silt on pikem kui :limit märki',
  feed_item_too_large: 'Voo tootel on rohkem kui :limit elementi',
  feed_csv_column: 'Veergu „:column“ voos ei ole (veerud: :header)',
  feed_no_items: 'Voos ei ole tooteid asukohas :itemPath: kontrollige elemendi rada või vormingut',
};

/** Texts of warnings: one product or value skipped, the feed goes on. */
const enWarnings = {
  feed_missing_code: 'Product without a code skipped',
  feed_value_too_long: 'Product skipped: its :field is longer than :max characters',
  feed_number_invalid: ':field ":value" is not a number',
  feed_number_ambiguous:
    ':field ":value" could be read two ways; set the decimal separator in the feed settings',
  feed_number_too_large: ':field ":value" is too large',
  feed_number_negative: ':field ":value" is negative',
  feed_invalid_ean: 'EAN ":value" is not a valid GTIN',
  feed_invalid_amount: 'Stock ":value" is not a whole number',
  feed_duplicate_code: 'Code ":code" appears again (first at product :first); the repeat is skipped',
  feed_csv_columns: 'Row :row has :found columns instead of :expected; skipped',
  feed_csv_quotes: 'Row :row has a malformed quoted field; skipped',
  feed_csv_missing_column: 'The column ":column" is not in the feed; its field stays empty',
  feed_json_line: 'Line :line is not a JSON object; skipped',
  feed_csv_group_split:
    'The rows of ":key" (column :column) come back after other rows (first at row :first); rows of one product must follow each other, so these make another product',
  feed_product_too_large:
    'Product ":code" skipped: it has more than :limit elements (raise maxItemElements in the feed settings to read it)',
  feed_product_too_large_no_code:
    'A product with more than :limit elements skipped (raise maxItemElements in the feed settings to read it)',
  feed_price_type_not_found:
    'No product has a price of type ":priceType" (the feed\'s price types: :found); set priceType in the feed settings to read the prices',
} as const;
export type FeedWarningKey = keyof typeof enWarnings;

const etWarnings: Record<FeedWarningKey, string> = {
  feed_missing_code: 'Koodita toode jäeti vahele',
  feed_value_too_long: 'Toode jäeti vahele: selle :field on pikem kui :max märki',
  feed_number_invalid: ':field „:value“ ei ole number',
  feed_number_ambiguous: ':field „:value“ on kahemõtteline; määrake voo seadetes kümnendkoha eraldaja',
  feed_number_too_large: ':field „:value“ on liiga suur',
  feed_number_negative: ':field „:value“ on negatiivne',
  feed_invalid_ean: 'EAN „:value“ ei ole korrektne GTIN',
  feed_invalid_amount: 'Laoseis „:value“ ei ole täisarv',
  feed_duplicate_code: 'Kood „:code“ esineb uuesti (esmalt tootel :first); kordus jäeti vahele',
  feed_csv_columns: 'Real :row on :found veergu :expected asemel; jäeti vahele',
  feed_csv_quotes: 'Real :row on vigane jutumärkides väli; jäeti vahele',
  feed_csv_missing_column: 'Veergu „:column“ voos ei ole; selle väli jääb tühjaks',
  feed_json_line: 'Rida :line ei ole JSON-objekt; jäeti vahele',
  feed_csv_group_split:
    '„:key“ read (veerg :column) esinevad uuesti pärast teisi ridu (esmalt real :first); ühe toote read peavad olema järjestikku, seega saab neist eraldi toode',
  feed_product_too_large:
    'Toode „:code“ jäeti vahele: sellel on rohkem kui :limit elementi (selle lugemiseks suurendage voo seadetes maxItemElements väärtust)',
  feed_product_too_large_no_code:
    'Toode, millel on rohkem kui :limit elementi, jäeti vahele (selle lugemiseks suurendage voo seadetes maxItemElements väärtust)',
  feed_price_type_not_found:
    'Ühelgi tootel pole hinda tüübiga „:priceType“ (voo hinnatüübid: :found); hindade lugemiseks määrake voo seadetes priceType',
};

/** Field names inside feed messages. */
const fieldNames: Record<Locale, Record<string, string>> = {
  en: { price: 'Price', rrpPrice: 'RRP', supplierPrice: 'Supplier price', vatRate: 'VAT rate', code: 'code' },
  et: {
    price: 'Hind',
    rrpPrice: 'Soovituslik hind',
    supplierPrice: 'Tarnija hind',
    vatRate: 'Käibemaksumäär',
    code: 'kood',
  },
};

/** Validation texts of feed params (zod issue messages) and labels of params fields. */
export const feedsMessages: Record<
  Locale,
  { validation: Record<string, string>; attributes: Record<string, string> }
> = {
  en: {
    validation: {
      feed_url: ':attribute must be an http or https address',
      feed_path: ':attribute is not a valid path: :reason',
      feed_stock_words: ':attribute may hold at most 200 words',
      feed_tier_needs_group:
        ':attribute needs groupBy too (the column whose value joins the rows of one product)',
    },
    attributes: {
      'params.url': 'feed URL',
      'params.user': 'feed user',
      'params.password': 'feed password',
      'params.encoding': 'encoding',
      'params.itemPath': 'item path',
      'params.fields.code': 'code field',
      'params.decimalSeparator': 'decimal separator',
      'params.delimiter': 'delimiter',
      'params.stockWords': 'stock words',
      'params.groupBy': 'group rows by',
      'params.tierQuantity': 'tier quantity column',
    },
  },
  et: {
    validation: {
      feed_url: ':attribute peab olema http või https aadress',
      feed_path: ':attribute ei ole korrektne rada: :reason',
      feed_stock_words: ':attribute võib sisaldada kõige rohkem 200 sõna',
      feed_tier_needs_group:
        ':attribute nõuab ka groupBy seadet (veergu, mille järgi ühe toote read kokku võetakse)',
    },
    attributes: {
      'params.url': 'voo URL',
      'params.user': 'voo kasutaja',
      'params.password': 'voo parool',
      'params.encoding': 'kodeering',
      'params.itemPath': 'elemendi rada',
      'params.fields.code': 'koodi väli',
      'params.decimalSeparator': 'kümnendkoha eraldaja',
      'params.delimiter': 'eraldaja',
      'params.stockWords': 'laoseisu sõnad',
      'params.groupBy': 'ridade rühmitamise veerg',
      'params.tierQuantity': 'hinnaastme koguse veerg',
    },
  },
};

const texts: Record<Locale, Record<string, string>> = {
  en: { ...enErrors, ...enWarnings },
  et: { ...etErrors, ...etWarnings },
};

/** Where a message happened, for logs: "product 12, line 340". */
export function describePosition(locale: Locale, position: FeedPosition | undefined): string {
  if (!position) return '';
  const words =
    locale === 'et'
      ? { index: 'toode', line: 'rida', offset: 'bait' }
      : { index: 'product', line: 'line', offset: 'byte' };
  const parts: string[] = [];
  if (position.index) parts.push(`${words.index} ${position.index}`);
  if (position.line)
    parts.push(`${words.line} ${position.line}${position.column ? `:${position.column}` : ''}`);
  else if (position.offset !== undefined) parts.push(`${words.offset} ${position.offset}`);
  return parts.join(', ');
}

/** The text of a feed error or warning in a locale, with its position: "Line 4 has … (product 3, line 4)". */
export function feedMessage(
  locale: Locale,
  message: { key: string; params?: Record<string, string | number>; position?: FeedPosition; field?: string },
): string {
  const template = texts[locale][message.key] ?? texts[DEFAULT_LOCALE][message.key] ?? message.key;
  const params =
    message.key === 'feed_invalid_params' ? translatedReason(locale, message.params) : message.params;
  const field = message.field ? (fieldNames[locale][message.field] ?? message.field) : '';
  const text = formatMessage(template, { field, ...params });
  const where = describePosition(locale, message.position);
  return where ? `${text} (${where})` : text;
}

/** feed_invalid_params whose reason is one of our validation keys: its text, in the locale. */
function translatedReason(
  locale: Locale,
  params: Record<string, string | number> | undefined,
): Record<string, string | number> | undefined {
  const reason = params?.reason;
  const validation = typeof reason === 'string' ? feedsMessages[locale].validation[reason] : undefined;
  if (!params || validation === undefined) return params;
  const attribute = feedsMessages[locale].attributes[`params.${params.field}`] ?? String(params.field);
  return {
    ...params,
    reason: formatMessage(validation, { attribute, reason: params.detail ?? '' }),
  };
}

/** Every message key with a text (tests check both languages have them all). */
export const FEED_MESSAGE_KEYS = Object.keys(texts.en);
export const feedMessageTexts = texts;
