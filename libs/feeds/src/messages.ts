import { DEFAULT_LOCALE, type Locale } from '@feedhub/contracts';
import { formatMessage, hasValue, placeholdersOf, variantKey } from '@feedhub/i18n';
import type { FeedErrorKey, FeedPosition } from './errors';

/** English texts of fatal feed errors. */
const enErrors: Record<FeedErrorKey, string> = {
  feed_unknown_class: 'There is no feed adapter named ":className"',
  feed_invalid_params:
    "In the feed settings, :reason (or choose the class :fits, which reads this feed's root element <:root> without a mapping)",
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
  feed_wrong_format: 'This feed is :found, not :expected: choose the class :className (or :alternative)',
  feed_root_not_bmecat:
    "The feed's root element is <:root>, not <BMECAT>: it fits the class :className (or :alternative)",
  feed_root_not_google:
    "The feed's root element is <:root>, not Google's <rss> or <feed>: it fits the class :className (or :alternative)",
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
  feed_invalid_params:
    'Voo seadetes :reason (või valige klass :fits, mis loeb selle voo juurelementi <:root> ilma vastenduseta)',
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
  feed_wrong_format: 'See voog on :found, mitte :expected: valige klass :className (või :alternative)',
  feed_root_not_bmecat:
    'Voo juurelement on <:root>, mitte <BMECAT>: sellele sobib klass :className (või :alternative)',
  feed_root_not_google:
    'Voo juurelement on <:root>, mitte Google’i <rss> või <feed>: sellele sobib klass :className (või :alternative)',
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
  feed_feature_value_ids:
    'Features whose value is only an id of the :dictionary dictionary (VALUE_IDREF, e.g. ":example"), which the feed gives no text for: :count; their attributes have the id as the value',
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
  feed_feature_value_ids:
    'Tunnuseid, mille väärtus on ainult sõnastiku :dictionary id (VALUE_IDREF, nt „:example“) ja millele voog teksti ei anna: :count; nende atribuutide väärtus on see id',
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

/**
 * Wordings of messages for when some of their placeholders have no value (`key@names`, the names that do
 * have one, sorted: `variantKey` of @feedhub/i18n), so that a message never shows an empty placeholder.
 */
const enVariants: Record<string, string> = {
  'feed_invalid_params@reason': 'In the feed settings, :reason',
  'feed_wrong_format@className,expected,found':
    'This feed is :found, not :expected: choose the class :className',
  'feed_root_not_bmecat@className,root':
    "The feed's root element is <:root>, not <BMECAT>: it fits the class :className",
  'feed_root_not_google@className,root':
    "The feed's root element is <:root>, not Google's <rss> or <feed>: it fits the class :className",
  'feed_feature_value_ids@count,example':
    'Features whose value is only a dictionary id (VALUE_IDREF, e.g. ":example"), which the feed gives no text for: :count; their attributes have the id as the value',
};
const etVariants: Record<string, string> = {
  'feed_invalid_params@reason': 'Voo seadetes :reason',
  'feed_wrong_format@className,expected,found':
    'See voog on :found, mitte :expected: valige klass :className',
  'feed_root_not_bmecat@className,root':
    'Voo juurelement on <:root>, mitte <BMECAT>: sellele sobib klass :className',
  'feed_root_not_google@className,root':
    'Voo juurelement on <:root>, mitte Google’i <rss> või <feed>: sellele sobib klass :className',
  'feed_feature_value_ids@count,example':
    'Tunnuseid, mille väärtus on ainult sõnastiku id (VALUE_IDREF, nt „:example“) ja millele voog teksti ei anna: :count; nende atribuutide väärtus on see id',
};

/**
 * What a params problem says (`param-problems.ts`): which param, what to put in it, an example. Params are
 * named as written in the params JSON (`fields.code`), in quotes like the values (en "…", et „…“). These are the
 * partner form's messages under `params.*` (svc-catalog registers them with @feedhub/i18n) and the
 * `reason` of `feed_invalid_params`.
 */
const enValidation: Record<string, string> = {
  feed_need_url: 'Set "url": the http or https address of the feed, e.g. ":example"',
  'feed_need_url@': 'Set "url": the http or https address of the feed',
  feed_need_item_path: 'Set "itemPath": the element that holds one product, e.g. "products/product"',
  feed_need_code_column:
    'Set "fields.code": the column that holds the product code, by its header name or its position (1 = the first column), e.g. "SKU"',
  feed_need_code_path:
    'Set "fields.code": where the product\'s code is inside a product (an element, an attribute or a key), e.g. ":example"',
  'feed_need_code_path@':
    'Set "fields.code": where the product\'s code is inside a product (an element, an attribute or a key)',
  feed_param_required: 'Set ":param", e.g. ":example"',
  'feed_param_required@param': 'Set ":param"',
  feed_param_text: '":param" must be text, e.g. ":example"',
  'feed_param_text@param': '":param" must be text',
  feed_param_whole_number: '":param" must be a whole number from :min to :max',
  'feed_param_whole_number@param': '":param" must be a whole number',
  feed_param_boolean: '":param" must be "true" or "false"',
  feed_param_list: '":param" must be a list […], e.g. ":example"',
  'feed_param_list@param': '":param" must be a list […]',
  feed_param_object: '":param" must be an object {…}, e.g. ":example"',
  'feed_param_object@param': '":param" must be an object {…}',
  feed_param_column:
    '":param" must be a column: its header name or its position (1 = the first column), e.g. ":example"',
  'feed_param_column@param':
    '":param" must be a column: its header name or its position (1 = the first column)',
  feed_param_rule: '":param" must be an attribute rule of one of the forms :forms',
  feed_param_one_of: '":param" must be one of :values',
  feed_param_empty: '":param" must not be empty',
  feed_param_too_long: '":param" may be at most :max characters long',
  feed_param_empty_list: '":param" must not be an empty list',
  feed_param_too_many: '":param" may have at most :max entries',
  feed_param_unknown: 'There is no param ":param"; did you mean ":suggestion"?',
  'feed_param_unknown@param': 'There is no param ":param" in this class: remove it or correct its name',
  feed_param_invalid: 'Check ":param": it has a value this param does not take',
  feed_param_key: '":param" may not have the key ":name"',
  'feed_param_key@param': '":param" may not have a blank key',
  feed_url: '":param" must be an http or https address, e.g. "https://supplier.example/feed.xml"',
  feed_path: '":param" is not a valid path: :detail',
  'feed_path@param': '":param" is not a valid path',
  feed_stock_words: '":param" may hold at most :max words',
  feed_tier_needs_group: '":param" needs "groupBy" too: the column whose value joins the rows of one product',
};
const etValidation: Record<string, string> = {
  feed_need_url: 'Määrake „url“: voo http- või https-aadress, nt „:example“',
  'feed_need_url@': 'Määrake „url“: voo http- või https-aadress',
  feed_need_item_path: 'Määrake „itemPath“: element, milles on üks toode, nt „products/product“',
  feed_need_code_column:
    'Määrake „fields.code“: veerg, milles on toote kood, päise nime või asukohaga (1 = esimene veerg), nt „SKU“',
  feed_need_code_path:
    'Määrake „fields.code“: koht toote sees, kus on selle kood (element, atribuut või võti), nt „:example“',
  'feed_need_code_path@':
    'Määrake „fields.code“: koht toote sees, kus on selle kood (element, atribuut või võti)',
  feed_param_required: 'Määrake „:param“, nt „:example“',
  'feed_param_required@param': 'Määrake „:param“',
  feed_param_text: '„:param“ peab olema tekst, nt „:example“',
  'feed_param_text@param': '„:param“ peab olema tekst',
  feed_param_whole_number: '„:param“ peab olema täisarv vahemikus :min kuni :max',
  'feed_param_whole_number@param': '„:param“ peab olema täisarv',
  feed_param_boolean: '„:param“ peab olema „true“ või „false“',
  feed_param_list: '„:param“ peab olema loend […], nt „:example“',
  'feed_param_list@param': '„:param“ peab olema loend […]',
  feed_param_object: '„:param“ peab olema objekt {…}, nt „:example“',
  'feed_param_object@param': '„:param“ peab olema objekt {…}',
  feed_param_column:
    '„:param“ peab olema veerg: selle päise nimi või asukoht (1 = esimene veerg), nt „:example“',
  'feed_param_column@param': '„:param“ peab olema veerg: selle päise nimi või asukoht (1 = esimene veerg)',
  feed_param_rule: '„:param“ peab olema atribuudireegel ühel kujul järgmistest: :forms',
  feed_param_one_of: '„:param“ peab olema üks järgmistest: :values',
  feed_param_empty: '„:param“ ei tohi olla tühi',
  feed_param_too_long: '„:param“ võib olla kõige rohkem :max märki pikk',
  feed_param_empty_list: '„:param“ ei tohi olla tühi loend',
  feed_param_too_many: '„:param“ võib sisaldada kõige rohkem :max kirjet',
  feed_param_unknown: 'Parameetrit „:param“ ei ole; kas mõtlesite „:suggestion“?',
  'feed_param_unknown@param':
    'Parameetrit „:param“ selles klassis ei ole: eemaldage see või parandage selle nimi',
  feed_param_invalid: 'Kontrollige parameetrit „:param“: sellel on väärtus, mida see ei võta',
  feed_param_key: '„:param“ ei tohi sisaldada võtit „:name“',
  'feed_param_key@param': '„:param“ ei tohi sisaldada tühja võtit',
  feed_url: '„:param“ peab olema http- või https-aadress, nt „https://supplier.example/feed.xml“',
  feed_path: '„:param“ ei ole korrektne rada: :detail',
  'feed_path@param': '„:param“ ei ole korrektne rada',
  feed_stock_words: '„:param“ võib sisaldada kõige rohkem :max sõna',
  feed_tier_needs_group:
    '„:param“ nõuab ka „groupBy“ seadet: veergu, mille väärtuse järgi ühe toote read kokku võetakse',
};

/** Validation texts of feed params (the keys of params problems) and labels of params fields. */
export const feedsMessages: Record<
  Locale,
  { validation: Record<string, string>; attributes: Record<string, string> }
> = {
  en: {
    validation: enValidation,
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
    validation: etValidation,
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
const variants: Record<Locale, Record<string, string>> = { en: enVariants, et: etVariants };
/** Error and warning texts with their variant wordings, for `render`. */
const textsAndVariants: Record<Locale, Record<string, string>> = {
  en: { ...texts.en, ...enVariants },
  et: { ...texts.et, ...etVariants },
};

/**
 * A text in a locale (else in English) with its placeholders filled; when some have no value, the
 * wording for those that have (`variantKey`), so that no empty placeholder shows.
 */
function render(
  locale: Locale,
  catalogue: (locale: Locale) => Record<string, string>,
  key: string,
  params: Record<string, string | number>,
): string {
  const find = (k: string) =>
    Object.hasOwn(catalogue(locale), k)
      ? catalogue(locale)[k]
      : Object.hasOwn(catalogue(DEFAULT_LOCALE), k)
        ? catalogue(DEFAULT_LOCALE)[k]
        : undefined;
  const template = find(key) ?? key;
  const names = placeholdersOf(template);
  const known = names.filter((name) => hasValue(params[name]));
  const wording = known.length < names.length ? find(variantKey(key, known)) : undefined;
  return formatMessage(wording ?? template, params);
}

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
  const field = message.field ? (fieldNames[locale][message.field] ?? message.field) : '';
  const text =
    message.key === 'feed_invalid_params'
      ? invalidParamsText(locale, message.params ?? {})
      : render(locale, (l) => textsAndVariants[l], message.key, { field, ...message.params });
  const where = describePosition(locale, message.position);
  return where ? `${text} (${where})` : text;
}

/** feed_invalid_params whose reason is not a params problem's key (an invalid allowedNetworks entry). */
const plainInvalidParams: Record<Locale, string> = {
  en: 'The feed settings are invalid: :field (:reason)',
  et: 'Voo seaded on vigased: :field (:reason)',
};

/** The validation text of a params problem, in a locale, with its placeholders. */
export function feedParamMessage(
  locale: Locale,
  key: string,
  params: Record<string, string | number>,
): string {
  return render(locale, (l) => feedsMessages[l].validation, key, params);
}

/**
 * feed_invalid_params: the problem's own text (what to put in which param) after "In the feed settings,",
 * and, when the feed's root element says a preset reads it without a mapping, that preset.
 */
function invalidParamsText(locale: Locale, params: Record<string, string | number>): string {
  const reason = params.reason;
  if (typeof reason !== 'string' || !Object.hasOwn(feedsMessages.en.validation, reason))
    return formatMessage(plainInvalidParams[locale], { field: '', reason: '', ...params });
  const text = feedParamMessage(locale, reason, params);
  // After "In the feed settings," the problem's sentence goes on in lower case ("set `url`: …").
  const lowered = text.charAt(0).toLocaleLowerCase(locale) + text.slice(1);
  return render(locale, (l) => textsAndVariants[l], 'feed_invalid_params', {
    ...params,
    reason: lowered,
  });
}

/** Every message key with a text (tests check both languages have them all). */
export const FEED_MESSAGE_KEYS = Object.keys(texts.en);
export const feedMessageTexts = texts;
/** Wordings of messages with some placeholders empty (`key@names`). */
export const feedMessageVariants = variants;
