import type { RouteDefinition } from '@feedhub/service-kit';
import type { TestBrowser, TestStack } from '../stack';
import type { BaseRequest } from './cases';
import { validValue } from './schema-walk';
import { ensurePartnerProducts } from '../../../svc-catalog/src/products/product-partitions.repo';

// The valid request each case starts from. Generated from the route's schemas where that is enough;
// written here where a route needs real rows (an edit of a row this run made for it) or where a valid
// request would harm the run: deletes, job starts and edits of what the run relies on name an id that
// does not exist (MISSING), so a hostile value that passes validation meets a 404, not real data.

/** An id no row has (inside PostgreSQL's integer range). */
export const MISSING = 2_000_000_000;

/** The rows the bases edit: made by the run, for the run. */
export interface Fixtures {
  partnerId: number;
  taskId: number;
  categoryId: number;
  attributeId: number;
  productId: number;
  roleId: number;
  userId: number;
  countryId: number;
  priceRuleId: number;
  familyId: number;
  pimCategoryId: number;
  icecatFeatureId: number;
  settingId: number;
  /** The client IP of every browser of the run (a whitelist rule the suite makes admits it). */
  ip: string;
}

const feedParams = { url: 'http://127.0.0.1:9/hostile.csv', fields: { code: 'code' } };

/** Realistic bases by `METHOD /path`, where generating one is not enough. */
export function writtenBases(fx: Fixtures): Record<string, BaseRequest> {
  const missing = { params: { id: String(MISSING) } };
  return {
    'POST /auth/login': { body: { username: 'hostile-nobody', password: 'not-the-password' } },
    'POST /users/save': {
      body: {
        id: fx.userId,
        username: 'hostile.user',
        firstName: 'Hostile',
        lastName: 'User',
        email: 'hostile.user@example.com',
        password: 'password-123',
        countryId: fx.countryId,
        roleIds: [fx.roleId],
      },
    },
    'POST /roles/save': { body: { id: fx.roleId, name: 'Hostile role', permissionIds: [] } },
    'POST /whitelisted-ips/save': { body: { id: MISSING, ip: fx.ip, description: 'Hostile' } },
    'POST /settings/save': { body: { id: fx.settingId, value: 'hostile-client' } },
    'DELETE /roles/delete/:id': { ...missing, query: { confirm: '1' } },
    'POST /partners/preview': { body: { className: 'csv', params: feedParams } },
    'POST /partners/save': {
      body: {
        id: fx.partnerId,
        name: 'Hostile partner',
        className: 'csv',
        deliveryTime: 3,
        pimSupplierCode: 'HOSTILE',
        isActive: false,
        params: feedParams,
        tasks: [{ id: fx.taskId, name: 'import', methodName: 'importProducts', queue: 'medium', cron: null }],
        attributes: [{ code: 'colour', type: 'text' }],
      },
    },
    'POST /partner-zero-amounts/save': {
      body: { brand: 0, categoryId: fx.categoryId, partnerId: fx.partnerId },
    },
    'POST /partner-categories/save': {
      body: {
        id: fx.categoryId,
        pimCategory: ['laptops'],
        family: fx.familyId,
        vat: '24',
        vatEt: 22,
        exportAll: false,
        useIcecat: false,
        deliveryTime: 3,
        priceChangeType: 'percent',
        priceChangeAmount: '2.5',
        transportAddToPrice: '4.90',
        disabledEe: false,
        disabledFi: true,
        disabledLv: false,
        marginals: [{ priceFrom: 0, marginal: '10' }],
        changes: [{ word: 'Hostile', pimCategory: 'laptops' }],
      },
    },
    'POST /partner-attributes/save': {
      body: {
        id: fx.attributeId,
        partnerId: fx.partnerId,
        type: 'select',
        weight: 1,
        pimAttributeCodes: ['color'],
        optionMappings: { '0': 'black' },
      },
    },
    // The run's own partner: its attributes were made for the run.
    'POST /partner-attributes/accept-suggestions': { body: { partnerId: fx.partnerId } },
    'POST /pim-category-mappings/save': { body: { id: fx.pimCategoryId, family: 'laptops' } },
    // A manual link of a PIM category to the pivot's Electronics root (no suggestion the run relies on).
    'POST /pim-category-mappings/pivot-links': { body: { code: 'laptops', nodes: ['el'] } },
    'POST /pim-category-mappings/save-priorities': {
      body: { id: fx.pimCategoryId, priorities: [{ id: fx.partnerId }] },
    },
    'POST /partner-products/add-export': { body: { partnerId: fx.partnerId, ids: [fx.productId] } },
    'POST /partner-price-rules/save': {
      body: {
        id: fx.priceRuleId,
        partnerId: fx.partnerId,
        pimPriceFields: ['retailPrice'],
        partnerPriceField: 'price',
        withVat: false,
        sortOrder: 1,
        useTransportChanges: false,
        rule: [{ ruleId: 'margin' }, { ruleId: 'add_percent', input: '12,5' }],
      },
    },
    'POST /icecat/features/save': {
      body: {
        id: fx.icecatFeatureId,
        featureId: 1766,
        featureName: 'Colour',
        pimAttributeCode: 'color',
        unitFactor: null,
        options: [{ value: 'Schwarz', option: 'black' }],
      },
    },
    // Starting real work would reach feeds and Icecat: these name a task or partner that does not exist.
    'POST /partner-job/add': { body: { taskId: MISSING } },
    'POST /icecat/refresh': { body: { partnerId: MISSING } },
    'POST /jobs/first-import': { body: { partnerId: MISSING } },
  };
}

/** Ids of the fixture rows as the generated bases of reads use them. */
function readQuery(
  route: RouteDefinition,
  fx: Fixtures,
  generated: unknown,
): Record<string, unknown> | undefined {
  if (!route.query || typeof generated !== 'object' || generated === null) return undefined;
  const query = structuredClone(generated) as Record<string, unknown>;
  // A page past the fixtures' rows would hide the rows the sort and filter cases act on.
  if ('page' in query) query.page = '1';
  const filter = query.filter as Record<string, unknown> | undefined;
  if (filter && 'partnerId' in filter) filter.partnerId = String(fx.partnerId);
  if ('partnerId' in query) query.partnerId = String(fx.partnerId);
  return query;
}

/**
 * The base of a route: written, else generated from its schemas (reads point at the fixture
 * partner; deletes and other writes with an id in the path at MISSING).
 */
export function baseOf(route: RouteDefinition, fx: Fixtures): BaseRequest {
  const written = writtenBases(fx)[`${route.method.toUpperCase()} ${route.path}`];
  if (written) return written;
  const generated = {
    params: route.params ? (validValue(route.params) as Record<string, string> | undefined) : undefined,
    query: route.query ? validValue(route.query) : undefined,
    body: route.body ? validValue(route.body) : undefined,
  };
  const params =
    generated.params && 'id' in generated.params
      ? { ...generated.params, id: String(route.method === 'get' ? fx.partnerId : MISSING) }
      : generated.params;
  return { params, query: readQuery(route, fx, generated.query), body: generated.body };
}

/** Makes the fixture rows through the API (and the catalog rows an import would leave, in the database). */
export async function makeFixtures(stack: TestStack, admin: TestBrowser, ip: string): Promise<Fixtures> {
  const ok = async (res: Promise<{ status: number; body: { data?: unknown } }>, what: string) => {
    const answer = await res;
    if (answer.status !== 200) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body.data as Record<string, unknown>;
  };
  const partner = await ok(
    admin.post('/api/partners/save', {
      name: 'Hostile fixture partner',
      className: 'csv',
      isActive: false,
      params: feedParams,
      tasks: [{ name: 'import', methodName: 'importProducts', queue: 'medium' }],
    }),
    'partner',
  );
  const partnerId = partner.id as number;
  const taskId = (
    (await ok(admin.get(`/api/partners/${partnerId}`), 'partner get')).tasks as { id: number }[]
  )[0].id;
  const catalog = (table: string) => stack.db.knex.withSchema('catalog').table(table);
  const [category] = (await catalog('partner_categories')
    .insert({
      partner_id: partnerId,
      code: 'LAP',
      name: 'Laptops',
      path: JSON.stringify(['Computers', 'Laptops']),
    })
    .returning('id')) as { id: number }[];
  const [attribute] = (await catalog('partner_attributes')
    .insert({
      partner_id: partnerId,
      code: 'brand',
      name: 'Brand',
      type: 'select',
      options: JSON.stringify(['Acme', 'Bolt']),
    })
    .returning('id')) as { id: number }[];
  await ensurePartnerProducts(stack.db.knex, partnerId);
  const [product] = (await catalog('partner_products')
    .insert({
      partner_id: partnerId,
      code: 'A',
      sku: 'SKU-A',
      name: 'Product A',
      category_id: category.id,
      content_hash: 'A',
    })
    .returning('id')) as { id: number }[];
  const countryId = ((await ok(admin.get('/api/countries/list'), 'countries')).rows as { id: number }[])[0]
    .id;
  const role = await ok(
    admin.post('/api/roles/save', { name: 'Hostile fixture role', permissionIds: [] }),
    'role',
  );
  const user = await ok(
    admin.post('/api/users/save', {
      username: 'hostile.fixture',
      firstName: 'Hostile',
      lastName: 'Fixture',
      email: 'hostile.fixture@example.com',
      password: 'password-123',
      countryId,
      roleIds: [role.id],
    }),
    'user',
  );
  const rule = await ok(
    admin.post('/api/partner-price-rules/save', {
      partnerId,
      pimPriceFields: ['retailPrice'],
      partnerPriceField: 'price',
      rule: [{ ruleId: 'margin' }],
    }),
    'price rule',
  );
  const selects = await ok(admin.get('/api/pim-category-mappings/selects'), 'selects');
  const familyId = (selects.families as { id: number; code: string }[]).find((f) => f.code === 'laptops')!.id;
  const mappings = await ok(
    admin.get('/api/pim-category-mappings/list?filter[pimCategoryCode]=laptops'),
    'mappings',
  );
  const feature = await ok(
    admin.post('/api/icecat/features/save', { featureId: 1766, pimAttributeCode: 'color', options: [] }),
    'icecat feature',
  );
  const settings = await ok(admin.get('/api/settings/list?perPage=100'), 'settings');
  const settingId = (settings.rows as { id: number; code: string }[]).find(
    (s) => s.code === 'pim_client_id',
  )!.id;
  return {
    partnerId,
    taskId,
    categoryId: category.id,
    attributeId: attribute.id,
    productId: product.id,
    roleId: role.id as number,
    userId: user.id as number,
    countryId,
    priceRuleId: rule.id as number,
    familyId,
    pimCategoryId: (mappings.rows as { id: number }[])[0].id,
    icecatFeatureId: feature.id as number,
    settingId,
    ip,
  };
}
