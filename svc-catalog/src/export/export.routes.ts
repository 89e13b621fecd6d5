import {
  ExportTestQuerySchema,
  ExportTestResultSchema,
  listPageSchema,
  PimProductDetailSchema,
  PimProductListQuerySchema,
  PimProductOneQuerySchema,
  PimProductRowSchema,
} from '@feedhub/contracts';
import { defineRoute, settingsReader, type RouteDefinition, type ServiceDeps } from '@feedhub/service-kit';
import type { CatalogConfig } from '../config';
import { configuredPim } from '../pim/configured-pim';
import { exportHandlers } from './export.handlers';

/** The export test and the embedded PIM's products (SPEC §2 Export test; docs/export.md). */
export function exportRoutes(deps: ServiceDeps<CatalogConfig>): RouteDefinition[] {
  const globalSettings = settingsReader(deps.bus, deps.log);
  const exporting = exportHandlers({
    settings: globalSettings,
    pim: (knex) => configuredPim(knex, globalSettings, deps.config, { log: deps.log }),
  });
  return [
    defineRoute({
      method: 'get',
      path: '/export/test',
      access: 'exportTest',
      summary:
        'Export test (SPEC §2): a product by id, or by partner with sku and/or code; the payload the export would send, its status (waiting, exported, skipped and why), value warnings, and what the PIM holds now (pim); 404 partner_product_not_found / partner_not_found',
      query: ExportTestQuerySchema,
      response: ExportTestResultSchema,
      handler: exporting.test,
    }),
    defineRoute({
      method: 'get',
      path: '/pim-products/list',
      access: 'pimProducts',
      summary:
        "The embedded PIM's products (filter[identifier], filter[name] substrings; filter[family], filter[category] codes); newest change first",
      query: PimProductListQuerySchema,
      response: listPageSchema(PimProductRowSchema),
      handler: exporting.pimProducts,
    }),
    defineRoute({
      method: 'get',
      path: '/pim-products/one',
      access: 'pimProducts',
      summary:
        'One product of the embedded PIM with its values (query identifier); 404 pim_product_not_found',
      query: PimProductOneQuerySchema,
      response: PimProductDetailSchema,
      handler: exporting.pimProduct,
    }),
  ];
}
