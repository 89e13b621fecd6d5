import { PriceFormulaSchema, PriceRuleSaveSchema, PriceRuleStepSchema } from './schemas';

const valid = () => ({
  partnerId: 7,
  pimPriceFields: ['retailPrice'],
  partnerPriceField: 'price',
  rule: [{ ruleId: 'margin' }, { ruleId: 'round_ending', input: '.99' }],
});

/** Issues as `path: message {params}` for compact assertions. */
function issues(body: unknown): string[] {
  const result = PriceRuleSaveSchema.safeParse(body);
  if (result.success) return [];
  return result.error.issues.map((i) => {
    const params = (i as { params?: Record<string, unknown> }).params;
    return `${i.path.join('.')}: ${i.code === 'custom' || i.message.startsWith('price_rule') ? i.message : i.code}${
      params ? ` ${JSON.stringify(params)}` : ''
    }`;
  });
}

test('a valid payload gets SPEC §9 defaults and canonical inputs', () => {
  expect(PriceRuleSaveSchema.parse(valid())).toEqual({
    partnerId: 7,
    pimPriceFields: ['retailPrice'],
    partnerPriceField: 'price',
    withVat: false,
    sortOrder: 1,
    useTransportChanges: false,
    rule: [
      { ruleId: 'margin', input: null },
      { ruleId: 'round_ending', input: '0.99' },
    ],
  });
});

test('inputs: numbers or text, comma or dot; rules without input take none', () => {
  const parse = (ruleId: string, input: unknown) => PriceRuleStepSchema.parse({ ruleId, input });
  expect(parse('add_percent', '12,50')).toEqual({ ruleId: 'add_percent', input: '12.5' });
  expect(parse('add_amount', -2)).toEqual({ ruleId: 'add_amount', input: '-2' });
  expect(parse('multiply', ' 1.20 ')).toEqual({ ruleId: 'multiply', input: '1.2' });
  expect(parse('vat', null)).toEqual({ ruleId: 'vat', input: null });
  expect(parse('vat', ' ')).toEqual({ ruleId: 'vat', input: null });
  expect(issues({ ...valid(), rule: [{ ruleId: 'vat', input: '24' }] })).toEqual([
    'rule.0.input: price_rule_input_unexpected',
  ]);
});

test('at least one rule, at most 50', () => {
  expect(issues({ ...valid(), rule: [] })).toEqual(['rule: price_rule_rules_required']);
  expect(issues({ ...valid(), rule: Array(51).fill({ ruleId: 'vat' }) })).toEqual(['rule: too_big']);
});

test('sortOrder is 1 or more', () => {
  expect(issues({ ...valid(), sortOrder: 0 })).toEqual(['sortOrder: too_small']);
  expect(issues({ ...valid(), sortOrder: -3 })).toEqual(['sortOrder: too_small']);
});

test('unknown rule id, with the id as a placeholder', () => {
  expect(issues({ ...valid(), rule: [{ ruleId: 'discount', input: '5' }] })).toEqual([
    'rule.0.ruleId: price_rule_unknown_rule {"ruleId":"discount"}',
  ]);
  expect(issues({ ...valid(), rule: [{ ruleId: '' }] })).toEqual(['rule.0.ruleId: too_small']);
});

test('input required when the rule takes one', () => {
  for (const input of [undefined, null, '', '  ']) {
    expect(issues({ ...valid(), rule: [{ ruleId: 'add_percent', input }] })).toEqual([
      'rule.0.input: price_rule_input_required',
    ]);
  }
});

test('input that is not a number', () => {
  for (const input of ['abc', '1.2.3', '12%', true, {}, '1e3', Infinity]) {
    expect(issues({ ...valid(), rule: [{ ruleId: 'add_amount', input }] })).toEqual([
      'rule.0.input: price_rule_input_numeric',
    ]);
  }
});

test('negative, zero and out-of-range inputs where they make no sense', () => {
  const check = (ruleId: string, input: string) => issues({ ...valid(), rule: [{ ruleId, input }] });
  expect(check('multiply', '0')).toEqual(['rule.0.input: price_rule_multiplier_zero']);
  expect(check('multiply', '-1')).toEqual(['rule.0.input: price_rule_input_negative']);
  expect(check('minimum', '-1')).toEqual(['rule.0.input: price_rule_input_negative']);
  expect(check('maximum', '-1')).toEqual(['rule.0.input: price_rule_input_negative']);
  expect(check('maximum', '0')).toEqual(['rule.0.input: price_rule_input_positive']);
  expect(check('round_multiple', '0')).toEqual(['rule.0.input: price_rule_input_positive']);
  expect(check('round_multiple', '-5')).toEqual(['rule.0.input: price_rule_input_negative']);
  expect(check('add_percent', '-100')).toEqual(['rule.0.input: price_rule_percent_min']);
  expect(check('add_percent', '-99.5')).toEqual([]);
  expect(check('add_amount', '-5')).toEqual([]);
  expect(check('minimum', '0')).toEqual([]);
  expect(check('round_decimals', '5')).toEqual(['rule.0.input: price_rule_decimals']);
  expect(check('round_decimals', '1.5')).toEqual(['rule.0.input: price_rule_decimals']);
  expect(check('round_decimals', '-1')).toEqual(['rule.0.input: price_rule_decimals']);
  expect(check('round_ending', '1.99')).toEqual(['rule.0.input: price_rule_ending']);
  expect(check('round_ending', '0.999')).toEqual(['rule.0.input: price_rule_ending']);
  expect(check('add_amount', '1.23456')).toEqual(['rule.0.input: price_rule_input_decimals {"decimals":4}']);
  expect(check('add_amount', '12345678901')).toEqual([
    'rule.0.input: price_rule_input_too_large {"max":999999999}',
  ]);
});

test('at least one PIM field, no repeats, known codes only', () => {
  expect(issues({ ...valid(), pimPriceFields: [] })).toEqual([
    'pimPriceFields: price_rule_pim_fields_required',
  ]);
  expect(issues({ ...valid(), pimPriceFields: ['retailPrice', 'retailPrice'] })).toEqual([
    'pimPriceFields: price_rule_pim_fields_distinct',
  ]);
  expect(issues({ ...valid(), pimPriceFields: ['cost'] })).toEqual(['pimPriceFields.0: invalid_value']);
});

test('SPEC §5 field keys for the plain fields', () => {
  expect(
    issues({
      partnerId: 1,
      pimPriceFields: 'retailPrice',
      partnerPriceField: 'cost',
      sortOrder: 1.5,
      useTransportChanges: 'yes',
      rule: null,
    }),
  ).toEqual([
    'pimPriceFields: invalid_type',
    'partnerPriceField: invalid_value',
    'sortOrder: invalid_type',
    'useTransportChanges: invalid_type',
    'rule: invalid_type',
  ]);
  expect(issues({ ...valid(), partnerId: undefined })).toEqual(['partnerId: invalid_type']);
});

test('every issue of every step is reported, not just the first', () => {
  expect(
    issues({
      ...valid(),
      rule: [{ ruleId: 'nope' }, { ruleId: 'multiply', input: '0' }, { ruleId: 'round_decimals' }],
    }),
  ).toEqual([
    'rule.0.ruleId: price_rule_unknown_rule {"ruleId":"nope"}',
    'rule.1.input: price_rule_multiplier_zero',
    'rule.2.input: price_rule_input_required',
  ]);
});

test('transport changes twice: the flag plus a transport rule', () => {
  expect(issues({ ...valid(), useTransportChanges: true, rule: [{ ruleId: 'transport' }] })).toEqual([
    'useTransportChanges: price_rule_transport_twice',
  ]);
  expect(issues({ ...valid(), useTransportChanges: true })).toEqual([]);
});

test('the formula schema (live preview) has no partnerId and keeps an id', () => {
  const { partnerId: _partnerId, ...body } = valid();
  expect(PriceFormulaSchema.parse({ ...body, id: 4 })).toMatchObject({ id: 4, sortOrder: 1 });
  expect(
    PriceFormulaSchema.safeParse({
      ...body,
      useTransportChanges: true,
      rule: [{ ruleId: 'category_price_change' }],
    }).success,
  ).toBe(false);
});
