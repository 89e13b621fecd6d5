import { settingsReader, type ServiceDeps } from '@feedhub/service-kit';
import { jobFencing, startJobWorkers, type JobWorkers } from '@feedhub/jobs';
import type { CatalogConfig } from '../config';
import { readPace } from '../imports/download-pace';
import { prestartFeedThread } from '../imports/feed-reader-thread';
import { exportProducts } from '../export/export-products.job';
import { configuredPim } from '../pim/configured-pim';
import { importJobs } from '../imports/handlers';
import { JOB_FENCES } from './fences';
import { pruneJobs } from './prune-jobs.job';
import { enrichIcecat } from '../icecat/enrich-icecat.job';
import { guardedFetch } from '@feedhub/feeds';

/** What catalog's start hands to its stop and maintenance hooks. */
export interface CatalogStarted {
  workers: JobWorkers;
}

/**
 * The catalog's job workers (DESIGN §4: workers run inside catalog, they write catalog data): the
 * import methods and the system jobs (PIM sync, pruning, Icecat enrichment) over the one job mechanism, fenced in the
 * catalog's database, WORKER_CONCURRENCY slots, lease and report intervals from the config. Each run
 * reads the download's pace from the global settings through the service's settings reader.
 */
export function startCatalogWorkers(deps: ServiceDeps<CatalogConfig>): CatalogStarted {
  const { bus, log, instance, knex, config } = deps;
  const settings = settingsReader(bus, log);
  const icecat = {
    fetch: guardedFetch(config.FEED_ALLOWED_NETWORKS),
    backoffBaseMs: config.ICECAT_RETRY_BASE_MS,
    timeoutMs: config.ICECAT_TIMEOUT_MS,
  };
  if (config.FEED_THREAD_PRESTART) prestartFeedThread();
  const workers = startJobWorkers(
    { bus, log, instance },
    {
      jobs: [
        ...importJobs({
          knex,
          config,
          pace: () => readPace(settings),
          pim: () => configuredPim(knex, settings, config, { log }),
        }),
        pruneJobs({ bus, log }),
        enrichIcecat({ knex, settings, ...icecat }),
        exportProducts({
          knex,
          settings,
          pim: (observers) => configuredPim(knex, settings, config, { log, ...observers }),
          icecat,
        }),
      ],
      fencing: jobFencing(knex, JOB_FENCES),
      concurrency: config.WORKER_CONCURRENCY,
      leaseMs: config.JOB_LEASE_MS,
      reportEveryMs: config.JOB_REPORT_EVERY_MS,
    },
  );
  return { workers };
}
