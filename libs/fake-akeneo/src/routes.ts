import type { FakeRoute } from './http';
import { listOf, listOptions, oneOf } from './lists.handlers';
import { getProduct, listProducts, patchProduct, patchProductList } from './products.handlers';
import { postToken } from './token.handlers';

const V1 = '/api/rest/v1';

/** THE route table of the fake; fault rules name routes as "METHOD path" with these paths. */
export const ROUTES: FakeRoute[] = [
  { method: 'POST', path: '/api/oauth/v1/token', open: true, handler: postToken },
  { method: 'GET', path: `${V1}/channels`, handler: listOf((s) => s.channels) },
  { method: 'GET', path: `${V1}/locales`, handler: listOf((s) => s.locales) },
  { method: 'GET', path: `${V1}/currencies`, handler: listOf((s) => s.currencies) },
  { method: 'GET', path: `${V1}/categories`, handler: listOf((s) => s.categories) },
  { method: 'GET', path: `${V1}/categories/:code`, handler: oneOf((s) => s.categories) },
  { method: 'GET', path: `${V1}/families`, handler: listOf((s) => s.families) },
  { method: 'GET', path: `${V1}/families/:code`, handler: oneOf((s) => s.families) },
  { method: 'GET', path: `${V1}/attributes`, handler: listOf((s) => s.attributes) },
  { method: 'GET', path: `${V1}/attributes/:code`, handler: oneOf((s) => s.attributes) },
  { method: 'GET', path: `${V1}/attributes/:code/options`, handler: listOptions },
  { method: 'GET', path: `${V1}/products`, handler: listProducts },
  { method: 'PATCH', path: `${V1}/products`, handler: patchProductList },
  { method: 'GET', path: `${V1}/products/:code`, handler: getProduct },
  { method: 'PATCH', path: `${V1}/products/:code`, handler: patchProduct },
];
