import type { Locale } from '@feedhub/contracts';

/** English validation texts of the price rule schema, by key (`:attribute` = translated field label). */
const enValidation = {
  price_rule_unknown_rule: ':attribute ":ruleId" does not exist',
  price_rule_input_required: ':attribute field is required for this rule',
  price_rule_input_unexpected: 'This rule takes no input: leave :attribute empty',
  price_rule_rules_required: 'Add at least one rule',
  price_rule_input_numeric: ':attribute must be a number',
  price_rule_input_negative: ':attribute may not be negative for this rule',
  price_rule_input_positive: ':attribute must be greater than 0',
  price_rule_input_decimals: ':attribute may have at most :decimals decimal places',
  price_rule_input_too_large: ':attribute may not be greater than :max',
  price_rule_multiplier_zero: ':attribute may not be 0: multiplying by 0 makes the price 0',
  price_rule_percent_min: ':attribute must be greater than -100',
  price_rule_decimals: ':attribute must be a whole number from 0 to 4',
  price_rule_ending: ':attribute must be a cents ending from .00 to .99, such as .99',
  price_rule_pim_fields_required: ':attribute: choose at least one',
  price_rule_pim_fields_distinct: ':attribute may not list the same field twice',
  price_rule_transport_twice:
    'Turn off :attribute or remove the transport fee and category price change rules: the transport changes would be applied twice',
} as const;

/** A validation key this library raises (zod issue `message`). */
export type PricingMessageKey = keyof typeof enValidation;

/** Estonian validation texts. */
const etValidation: Record<PricingMessageKey, string> = {
  price_rule_unknown_rule: ':attribute „:ruleId“ ei ole olemas',
  price_rule_input_required: ':attribute on selle reegli puhul kohustuslik',
  price_rule_input_unexpected: 'See reegel ei võta sisendit: jätke :attribute tühjaks',
  price_rule_rules_required: 'Lisage vähemalt üks reegel',
  price_rule_input_numeric: ':attribute peab olema number',
  price_rule_input_negative: ':attribute ei tohi selle reegli puhul olla negatiivne',
  price_rule_input_positive: ':attribute peab olema suurem kui 0',
  price_rule_input_decimals: ':attribute võib olla kuni :decimals komakohaga',
  price_rule_input_too_large: ':attribute ei tohi olla suurem kui :max',
  price_rule_multiplier_zero: ':attribute ei tohi olla 0: nulliga korrutamine teeb hinna nulliks',
  price_rule_percent_min: ':attribute peab olema suurem kui -100',
  price_rule_decimals: ':attribute peab olema täisarv 0 kuni 4',
  price_rule_ending: ':attribute peab olema sendilõpp vahemikus .00 kuni .99, näiteks .99',
  price_rule_pim_fields_required: ':attribute: valige vähemalt üks',
  price_rule_pim_fields_distinct: ':attribute ei tohi sisaldada sama välja kaks korda',
  price_rule_transport_twice:
    'Lülitage välja :attribute või eemaldage transporditasu ja kategooria hinnamuutuse reeglid: muidu rakenduksid transpordimuudatused kaks korda',
};

/** English labels of the price rule fields (SPEC §5 keys; `*` matches a list index). */
const enAttributes = {
  partnerId: 'partner',
  pimPriceFields: 'PIM price fields',
  sortOrder: 'sort order',
  partnerPriceField: 'partner price',
  withVat: 'with VAT',
  useTransportChanges: 'use transport changes',
  rule: 'rules',
  'rule.*.ruleId': 'rule',
  'rule.*.input': 'rule input',
} as const;

/** Estonian labels of the price rule fields. */
const etAttributes: Record<keyof typeof enAttributes, string> = {
  partnerId: 'partner',
  pimPriceFields: 'PIM-i hinnaväljad',
  sortOrder: 'järjekord',
  partnerPriceField: 'partneri hind',
  withVat: 'käibemaksuga',
  useTransportChanges: 'transpordimuudatuste kasutamine',
  rule: 'reeglid',
  'rule.*.ruleId': 'reegel',
  'rule.*.input': 'reegli sisend',
};

/** Validation texts and field labels of this library, for `registerDomainMessages` of @feedhub/i18n. */
export const pricingMessages: Record<
  Locale,
  { validation: Record<string, string>; attributes: Record<string, string> }
> = {
  en: { validation: { ...enValidation }, attributes: { ...enAttributes } },
  et: { validation: { ...etValidation }, attributes: { ...etAttributes } },
};
