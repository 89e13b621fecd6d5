import {
  AttributeSuggestionSchema,
  DEFAULT_PARTNER_ATTRIBUTES,
  PartnerAttributeRowSchema,
  PartnerAttributeSchema,
} from '@feedhub/contracts';
import { addPartner, adminBrowser, startStack, userWith, type TestBrowser, type TestStack } from './stack';

// Partner attributes and their mapping to PIM attributes and options through the gateway (SPEC §7
// Attributes), against the seeded PIM reference data.

let stack: TestStack;
let admin: TestBrowser;
beforeAll(async () => {
  stack = await startStack();
  admin = await adminBrowser(stack);
});
afterAll(() => stack.close());

const catalog = (table: string) => stack.db.knex.withSchema('catalog').table(table);

/** A partner with attributes as the imports would leave them. */
async function partnerWithAttributes(name: string) {
  const id = await addPartner(admin, name);
  const [brand, colour, ram] = (await catalog('partner_attributes')
    .insert([
      {
        partner_id: id,
        code: 'brand',
        name: 'Brand',
        type: 'select',
        options: JSON.stringify(['Samsung', 'Acme']),
      },
      {
        partner_id: id,
        code: 'colour',
        name: 'Colour',
        type: 'select',
        options: JSON.stringify(['Must', 'Valge', 'Punane']),
      },
      { partner_id: id, code: 'ram', name: 'Memory', type: 'text', weight: 3 },
    ])
    .returning('id')) as { id: number }[];
  return { id, brand: brand.id, colour: colour.id, ram: ram.id };
}

describe('partner attributes', () => {
  test('list: default sort by code, translated types, filters, select list; types and default list', async () => {
    const p = await partnerWithAttributes(`Attr list ${Date.now()}`);
    const list = await admin.get(`/api/partner-attributes/list?filter[partnerId]=${p.id}`);
    expect(list.status).toBe(200);
    const rows = PartnerAttributeRowSchema.array().parse(list.body.data.rows);
    expect(rows.map((r) => [r.code, r.typeTranslated, r.weight, r.isSelect, r.optionCount])).toEqual([
      ['brand', 'Select', 1, true, 2],
      ['colour', 'Select', 1, true, 3],
      ['ram', 'Text', 3, false, 0],
    ]);
    const et = await adminBrowser(stack, { locale: 'et' });
    const etRows = (await et.get(`/api/partner-attributes/list?filter[partnerId]=${p.id}&filter[type]=text`))
      .body.data.rows;
    expect(etRows.map((r: { typeTranslated: string }) => r.typeTranslated)).toEqual(['Tekst']);
    const byName = await admin.get(
      `/api/partner-attributes/list?filter[partnerId]=${p.id}&filter[name]=memo`,
    );
    expect(byName.body.data.rows.map((r: { code: string }) => r.code)).toEqual(['ram']);
    const byWeight = await admin.get(
      `/api/partner-attributes/list?filter[partnerId]=${p.id}&order[field]=weight&order[direction]=desc`,
    );
    expect(byWeight.body.data.rows[0].code).toBe('ram');
    expect(
      (await admin.get(`/api/partner-attributes/list?filter[partnerId]=${p.id}&perPage=99999`)).status,
    ).toBe(200);
    for (const bad of ['filter[type]=blob', 'filter[isMapped]=0', 'order[field]=options'])
      expect((await admin.get(`/api/partner-attributes/list?${bad}`)).status).toBe(422);

    const types = await et.get('/api/partner-attributes/types');
    expect(types.body.data).toContainEqual({ value: 'multi_select', label: 'Mitmikvalik' });
    const defaults = await admin.get('/api/partner-attributes/default-list');
    expect(defaults.body.data.map((a: { code: string }) => a.code)).toEqual(
      DEFAULT_PARTNER_ATTRIBUTES.map((a) => a.code),
    );
  });

  test('by code and options (brand option ids); 404 with code and partner', async () => {
    const p = await partnerWithAttributes(`Attr code ${Date.now()}`);
    const byCode = await admin.get(`/api/partner-attributes/code?code=colour&partnerId=${p.id}`);
    expect(byCode.status).toBe(200);
    expect(PartnerAttributeSchema.parse(byCode.body.data)).toMatchObject({
      id: p.colour,
      options: ['Must', 'Valge', 'Punane'],
    });
    const options = await admin.get(`/api/partner-attributes/options?code=brand&partnerId=${p.id}`);
    expect(options.body.data).toEqual([
      { id: 0, name: 'Samsung' },
      { id: 1, name: 'Acme' },
    ]);
    const missing = await admin.get(`/api/partner-attributes/code?code=nope&partnerId=${p.id}`);
    expect(missing.status).toBe(404);
    expect(missing.body.key).toBe('partner_attribute_not_found');
    expect(missing.body.message).toContain('nope');
    expect((await admin.get(`/api/partner-attributes/options?code=brand`)).status).toBe(422);
    expect((await admin.get('/api/partner-attributes/99999999')).status).toBe(404);
  });

  test('save maps PIM attributes and options; history; unmapped % falls', async () => {
    const p = await partnerWithAttributes(`Attr save ${Date.now()}`);
    const before = (await admin.get(`/api/partners/mapping-progress?partnerId=${p.id}`)).body.data[0];
    expect(before).toMatchObject({ attributes: 3, unmappedAttributes: 3, unmappedAttributesPercent: 100 });
    const saved = await admin.post('/api/partner-attributes/save', {
      id: p.colour,
      partnerId: p.id,
      weight: 5,
      pimAttributeCodes: ['color'],
      optionMappings: { 0: 'black', 1: 'white', 2: null },
    });
    expect(saved.body.errors).toBeUndefined();
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Attribute mapping saved');
    const attribute = PartnerAttributeSchema.parse(
      (await admin.get(`/api/partner-attributes/${p.colour}`)).body.data,
    );
    expect(attribute).toMatchObject({
      weight: 5,
      type: 'select',
      pimAttributeCodes: ['color'],
      optionMappings: { 0: 'black', 1: 'white' },
      mappedOptionCount: 2,
      pimAttributes: [{ code: 'color', name: 'Colour' }],
    });
    expect(attribute.history[0]).toMatchObject({ username: 'admin' });
    expect(attribute.history[0].changes).toContainEqual({
      field: 'optionMappings',
      from: {},
      to: { Must: 'black', Valge: 'white' },
    });
    const after = (await admin.get(`/api/partners/mapping-progress?partnerId=${p.id}`)).body.data[0];
    expect(after).toMatchObject({ unmappedAttributes: 2, unmappedAttributesPercent: 67 });
    const mapped = await admin.get(
      `/api/partner-attributes/list?filter[partnerId]=${p.id}&filter[isMapped]=1`,
    );
    expect(mapped.body.data.rows.map((r: { code: string }) => r.code)).toEqual(['colour']);
    expect(mapped.body.data.rows[0].pimAttributes).toEqual([
      { code: 'color', name: 'Colour', type: expect.any(String) },
    ]);
  });

  test('bad input: unknown PIM attributes and options, options out of range, wrong types; nothing stored', async () => {
    const p = await partnerWithAttributes(`Attr bad ${Date.now()}`);
    const res = await admin.post('/api/partner-attributes/save', {
      id: p.colour,
      weight: 'heavy',
      pimAttributeCodes: ['color', 'no_such_attribute'],
      optionMappings: { 0: 'samsung', 7: 'black', x: 'white' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toMatchObject({ weight: ['Weight must be an integer'] });
    const refs = await admin.post('/api/partner-attributes/save', {
      id: p.colour,
      weight: 1,
      pimAttributeCodes: ['color', 'no_such_attribute'],
      optionMappings: { 0: 'samsung', 7: 'black' },
    });
    expect(refs.status).toBe(422);
    expect(refs.body.errors).toEqual({
      'pimAttributeCodes.1': ['Selected PIM attribute does not exist'],
      'optionMappings.0': ['Selected PIM option does not exist'],
      'optionMappings.7': ['Selected PIM option does not exist'],
    });
    const shapes = await admin.post('/api/partner-attributes/save', {
      id: p.colour,
      pimAttributeCodes: 'color',
      optionMappings: [],
      type: 'blob',
    });
    expect(shapes.body.errors).toMatchObject({
      pimAttributeCodes: ['PIM attributes must be an array'],
      type: ['Selected type is invalid'],
    });
    const row = await catalog('partner_attributes').where({ id: p.colour }).first();
    expect(row).toMatchObject({ weight: 1, pim_attribute_codes: [], option_mappings: {} });
    expect(await catalog('mapping_history').where({ entity: 'attribute', entity_id: p.colour })).toHaveLength(
      0,
    );
  });

  test('type change needs partnerAttributeTypeChange; another partner is 404; screen permission', async () => {
    const p = await partnerWithAttributes(`Attr perm ${Date.now()}`);
    const other = await partnerWithAttributes(`Attr perm other ${Date.now()}`);
    const mapper = await userWith(stack, admin, ['partnerAttributes'], `attrmap${Date.now()}`);
    const same = await mapper.post('/api/partner-attributes/save', { id: p.ram, type: 'text', weight: 2 });
    expect(same.status).toBe(200);
    const changed = await mapper.post('/api/partner-attributes/save', {
      id: p.ram,
      type: 'number',
      weight: 2,
    });
    expect(changed.status).toBe(403);
    expect(changed.body.key).toBe('permission_denied');
    const typer = await userWith(
      stack,
      admin,
      ['partnerAttributes', 'partnerAttributeTypeChange'],
      `attrtype${Date.now()}`,
    );
    expect((await typer.post('/api/partner-attributes/save', { id: p.ram, type: 'number' })).status).toBe(
      200,
    );
    expect((await catalog('partner_attributes').where({ id: p.ram }).first()).type).toBe('number');

    const foreign = await admin.post('/api/partner-attributes/save', { id: other.ram, partnerId: p.id });
    expect(foreign.status).toBe(404);
    const outsider = await userWith(stack, admin, ['partners'], `attrout${Date.now()}`);
    expect((await outsider.get(`/api/partner-attributes/list?filter[partnerId]=${p.id}`)).status).toBe(403);
    expect((await outsider.post('/api/partner-attributes/save', { id: p.ram })).status).toBe(403);
    expect((await outsider.get(`/api/partner-attributes/${p.ram}`)).status).toBe(403);
    const zero = await userWith(stack, admin, ['partnerZeroAmounts'], `attrzero${Date.now()}`);
    expect((await zero.get(`/api/partner-attributes/options?code=brand&partnerId=${p.id}`)).status).toBe(200);
    // the products screen's brand filter asks for them under its own permission
    const seller = await userWith(stack, admin, ['partners', 'partnerProducts'], `attrprod${Date.now()}`);
    const brands = await seller.get(`/api/partner-attributes/options?code=brand&partnerId=${p.id}`);
    expect(brands.status).toBe(200);
    expect(brands.body.data).toEqual(
      (await admin.get(`/api/partner-attributes/options?code=brand&partnerId=${p.id}`)).body.data,
    );
  });

  test('suggestions: the PIM attribute other partners mapped a like-named attribute to comes first', async () => {
    const first = await partnerWithAttributes(`Attr sug a ${Date.now()}`);
    const second = await partnerWithAttributes(`Attr sug b ${Date.now()}`);
    // A name the PIM's labels do not carry: only the other partner's mapping points at ram_size.
    await catalog('partner_attributes')
      .whereIn('id', [first.ram, second.ram])
      .update({ name: 'Mälumoodul XQ' });
    await catalog('partner_attributes').where({ id: first.ram }).update({ code: 'ram_gb' });
    await admin.post('/api/partner-attributes/save', { id: first.ram, pimAttributeCodes: ['ram_size'] });
    const res = await admin.get(`/api/partner-attributes/suggestions?id=${second.ram}`);
    expect(res.status).toBe(200);
    const suggestions = AttributeSuggestionSchema.array().parse(res.body.data);
    const ram = suggestions.find((s) => s.code === 'ram_size');
    expect(ram?.sources).toContain('partners');
    expect(suggestions[0]).toMatchObject({ code: 'ram_size' });
    expect((await admin.get('/api/partner-attributes/suggestions?id=99999999')).status).toBe(404);
  });
});
