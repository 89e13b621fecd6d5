import type { ExportStatus, ExportTestQuery, ExportTestResult } from '@feedhub/contracts';
import type { Knex } from '@feedhub/db';
import { translate } from '@feedhub/i18n';
import { payloadHash, PimConnectionError, type PimAdapter } from '@feedhub/pim';
import { AppError, type DomainContext, type SettingsReader } from '@feedhub/service-kit';
import { findPartner } from '../partners/partners.repo';
import { loadPimStructure } from '../pim/pim-structure';
import type { Partner } from '../partners/partners.model';
import type { PartnerProduct } from '../products/products.model';
import { firstProductWithCategory, productWithCategory } from '../products/products.repo';
import { ExportSources, type ExportProductRow } from './export-sources';

/** What the export test needs besides the request. */
export interface ExportTestDeps {
  settings: SettingsReader;
  pim: (knex: Knex) => Promise<PimAdapter>;
}

/** The product the query names: by id, or by partner with its SKU and/or code (both must hold). */
async function findProduct(
  trx: Knex,
  query: ExportTestQuery,
): Promise<{ product: PartnerProduct; partner: Partner }> {
  if (query.id !== undefined) {
    const product = await productWithCategory(trx, query.id);
    if (!product) throw new AppError('partner_product_not_found', { id: query.id });
    return { product, partner: (await findPartner(trx, product.partnerId))! };
  }
  const partner = await findPartner(trx, query.partner!);
  if (!partner) throw new AppError('partner_not_found');
  const product = await firstProductWithCategory(trx, partner.id, { sku: query.sku, code: query.code });
  if (!product) throw new AppError('partner_product_not_found', { code: query.code ?? query.sku ?? '' });
  return { product, partner };
}

/**
 * The export test (SPEC §2, §3 Export test request): the payload the export would send for one product,
 * where it stands (waiting, exported, or skipped and why), the warnings of its values, and what the
 * PIM holds for its identifier now, so a user sees both side by side. Nothing is sent or stored.
 */
export async function exportTest(
  ctx: DomainContext,
  deps: ExportTestDeps,
  query: ExportTestQuery,
): Promise<ExportTestResult> {
  const { product, partner } = await findProduct(ctx.trx, query);
  const { values } = await deps.settings.read(['currency', 'vat_percent', 'pim_adapter']);
  const structure = await loadPimStructure(ctx.trx);
  const sources = new ExportSources(ctx.trx, structure, {
    currency: values.currency ?? 'EUR',
    vatPercent: values.vat_percent,
  });
  const { build } = await sources.build(product as unknown as ExportProductRow);
  const t = (key: string, params: Record<string, string | number> = {}) =>
    translate(ctx.locale, 'jobs', key, { product: product.code, ...params });
  const listed = product.inExportList || Boolean(product.category?.exportAll);

  let status: ExportStatus;
  let statusReason: string;
  if (!build.sendable) [status, statusReason] = ['skipped', t(build.reason.key, build.reason.params)];
  else if (!listed) [status, statusReason] = ['skipped', t('export_status_not_listed')];
  else if (payloadHash(build.product) === product.exportHash)
    [status, statusReason] = ['exported', t('export_status_exported')];
  else
    [status, statusReason] = [
      'waiting',
      t(product.exportedAt ? 'export_status_waiting_changed' : 'export_status_waiting_new'),
    ];

  const identifier = build.sendable ? build.product.identifier : build.identifier;
  const payload = build.product ?? null;
  let pim: ExportTestResult['pim'] = null;
  let pimError: string | null = null;
  try {
    pim = await (await deps.pim(ctx.trx)).product(identifier);
  } catch (err) {
    if (!(err instanceof PimConnectionError)) throw err;
    pimError = t(`export_pim_${err.kind}`, { detail: err.detail });
  }
  return {
    productId: product.id,
    partnerId: partner.id,
    partnerName: partner.name,
    sku: product.sku,
    code: product.code,
    name: product.name,
    identifier,
    // A product lacking a required value shows the payload it would have, not sent (status skipped).
    family: payload?.family ?? null,
    categories: payload?.categories ?? [],
    enabled: payload?.enabled ?? false,
    values: payload?.values ?? {},
    fromIcecat: build.sendable ? build.fromIcecat : [],
    status,
    statusReason,
    // A product not sent says why among its warnings too (a lack the PIM requires is never "No warnings").
    warnings: [...(build.sendable ? [] : [build.reason]), ...build.warnings].map((warning) =>
      t(warning.key, warning.params),
    ),
    inExportList: product.inExportList,
    exportedAt: product.exportedAt ? new Date(product.exportedAt).toISOString() : null,
    pimAdapter: values.pim_adapter === 'akeneo' ? 'akeneo' : 'embedded',
    pim,
    pimError,
  };
}
