import type { Knex } from '@feedhub/db';
import {
  akeneoPim,
  embeddedPim,
  PimConnectionError,
  type AkeneoEvent,
  type AkeneoLog,
  type PimAdapter,
  type PimStructure,
} from '@feedhub/pim';
import type { SettingsReader } from '@feedhub/service-kit';
import type { CatalogConfig } from '../config';
import { embeddedProductStore } from './embedded-product-store';
import { guardedFetch } from '@feedhub/feeds';
import { loadPimStructure } from './pim-structure';

/** The settings that choose and reach the PIM (SPEC §4 settings; docs/export.md). */
export const PIM_SETTING_CODES = [
  'pim_adapter',
  'pim_url',
  'pim_client_id',
  'pim_client_secret',
  'pim_username',
  'pim_password',
  'pim_requests_per_second',
] as const;

/** Who hears what the Akeneo adapter did on its own (retries, splits, re-sends). */
export interface PimObservers {
  log?: AkeneoLog;
  onEvent?: (event: AkeneoEvent) => void;
  /** Awaited before each request to Akeneo (an export's fence check); a rejection stops the call. */
  beforeSend?: () => Promise<void>;
}

/** The PIM the settings choose: the embedded PIM (products in the catalog's tables) or Akeneo. */
export async function configuredPim(
  knex: Knex,
  settings: SettingsReader,
  config: Pick<CatalogConfig, 'PIM_RETRY_BASE_MS' | 'PIM_TIMEOUT_MS' | 'FEED_ALLOWED_NETWORKS'>,
  observers: PimObservers = {},
  structure: () => Promise<PimStructure> = () => loadPimStructure(knex),
): Promise<PimAdapter> {
  const { values } = await settings.read(PIM_SETTING_CODES);
  if (values.pim_adapter !== 'akeneo') return embeddedPim(undefined, embeddedProductStore(knex, structure));
  // An Akeneo that is not set up yet is a connection failure the notice explains, not a crash.
  if (!values.pim_url) throw new PimConnectionError('unreachable', 'the pim_url setting is empty');
  if (!values.pim_client_id || !values.pim_username)
    throw new PimConnectionError('auth', 'the pim_client_id or pim_username setting is empty');
  return akeneoPim({
    url: values.pim_url ?? '',
    clientId: values.pim_client_id ?? '',
    secret: values.pim_client_secret ?? '',
    username: values.pim_username ?? '',
    password: values.pim_password ?? '',
    requestsPerSecond: Math.min(100, Number(values.pim_requests_per_second) || 90),
    backoffBaseMs: config.PIM_RETRY_BASE_MS,
    timeoutMs: config.PIM_TIMEOUT_MS,
    fetch: guardedFetch(config.FEED_ALLOWED_NETWORKS),
    // Retries, splits and re-sends go to the catalog's log and, in an export, to its job log (never a token or a secret).
    log: observers.log,
    onEvent: observers.onEvent,
    beforeSend: observers.beforeSend,
  });
}

/** The embedded PIM for reads of its demo reference data (the first copy at a fresh start). */
export function embeddedReferencePim(): PimAdapter {
  return embeddedPim();
}
