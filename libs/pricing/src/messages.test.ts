import { fieldLabel, registerDomainMessages, translate } from '@feedhub/i18n';
import { PRICE_RULE_CATALOGUE } from './catalogue';
import { pricingMessages } from './messages';
import { PriceRuleSaveSchema } from './schemas';

registerDomainMessages(pricingMessages);

/** What the platform shows for one payload: `path: message` in a locale, as service-kit builds it. */
function shown(body: unknown, locale: 'en' | 'et'): string[] {
  const result = PriceRuleSaveSchema.safeParse(body);
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const path = issue.path.join('.');
    const params = ((issue as { params?: Record<string, string | number> }).params ?? {}) as Record<
      string,
      string | number
    >;
    return `${path}: ${translate(locale, 'validation', issue.message, { ...params, attribute: fieldLabel(locale, path) })}`;
  });
}

const body = {
  partnerId: 1,
  pimPriceFields: [],
  partnerPriceField: 'price',
  useTransportChanges: true,
  rule: [
    { ruleId: 'x1' },
    { ruleId: 'multiply', input: '0' },
    { ruleId: 'add_amount', input: 'ten' },
    { ruleId: 'round_ending' },
    { ruleId: 'transport' },
  ],
};

test('every key has an English and an Estonian text with the same placeholders', () => {
  const { en, et } = pricingMessages;
  expect(Object.keys(et.validation).sort()).toEqual(Object.keys(en.validation).sort());
  expect(Object.keys(et.attributes).sort()).toEqual(Object.keys(en.attributes).sort());
  const placeholders = (s: string) => (s.match(/:[a-zA-Z]+/g) ?? []).sort();
  for (const key of Object.keys(en.validation)) {
    expect(placeholders(et.validation[key])).toEqual(placeholders(en.validation[key]));
  }
});

test('English messages with labels and placeholders filled', () => {
  const b = { ...body, rule: body.rule.slice(0, 4) };
  expect(shown(b, 'en')).toEqual([
    'pimPriceFields: PIM price fields: choose at least one',
    'rule.0.ruleId: rule "x1" does not exist',
    'rule.1.input: rule input may not be 0: multiplying by 0 makes the price 0',
    'rule.2.input: rule input must be a number',
    'rule.3.input: rule input field is required for this rule',
  ]);
});

test('Estonian messages', () => {
  expect(
    shown(
      {
        ...body,
        pimPriceFields: ['retailPrice'],
        rule: [{ ruleId: 'x1' }, { ruleId: 'multiply', input: '-2' }],
      },
      'et',
    ),
  ).toEqual([
    'rule.0.ruleId: reegel „x1“ ei ole olemas',
    'rule.1.input: reegli sisend ei tohi selle reegli puhul olla negatiivne',
  ]);
  expect(shown({ ...body, pimPriceFields: ['retailPrice'], rule: [{ ruleId: 'transport' }] }, 'et')).toEqual([
    'useTransportChanges: Lülitage välja transpordimuudatuste kasutamine või eemaldage transporditasu ja kategooria hinnamuutuse reeglid: muidu rakenduksid transpordimuudatused kaks korda',
  ]);
});

test('every catalogue rule has a name and description in both languages, and an input label iff it takes input', () => {
  for (const rule of PRICE_RULE_CATALOGUE) {
    for (const locale of ['en', 'et'] as const) {
      expect(rule.texts[locale].name).not.toBe('');
      expect(rule.texts[locale].description.length).toBeGreaterThan(20);
      expect(rule.texts[locale].inputLabel === '').toBe(rule.input === null);
    }
    expect(rule.texts.et.name).not.toBe(rule.texts.en.name);
  }
});
