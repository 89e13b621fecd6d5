import { ConfigError, loadConfig } from '@feedhub/service-kit';
import { CatalogConfigSchema } from './config';

const SECRET = 'x'.repeat(32);

describe('CatalogConfigSchema', () => {
  it('has defaults: no allowed networks, one worker, 30 s lease, a report every 5 s, the demo partner seeded, a feed thread started ahead, PIM retries from 500 ms, 30 s timeout, Icecat retries from 1 s, 20 s timeout', () => {
    expect(loadConfig(CatalogConfigSchema, { GATEWAY_SECRET: SECRET })).toEqual({
      GATEWAY_SECRET: SECRET,
      FEED_ALLOWED_NETWORKS: [],
      WORKER_CONCURRENCY: 1,
      JOB_LEASE_MS: 30_000,
      JOB_REPORT_EVERY_MS: 5_000,
      DEMO_PARTNER: true,
      FEED_THREAD_PRESTART: true,
      PIM_RETRY_BASE_MS: 500,
      PIM_TIMEOUT_MS: 30_000,
      ICECAT_RETRY_BASE_MS: 1_000,
      ICECAT_TIMEOUT_MS: 20_000,
    });
  });

  it('takes WORKER_CONCURRENCY=0: a replica that serves the API and runs no import workers', () => {
    expect(
      loadConfig(CatalogConfigSchema, { GATEWAY_SECRET: SECRET, WORKER_CONCURRENCY: '0' }),
    ).toMatchObject({
      WORKER_CONCURRENCY: 0,
    });
  });

  it('reads comma-separated IPs, CIDRs and ranges, trimmed', () => {
    const config = loadConfig(CatalogConfigSchema, {
      GATEWAY_SECRET: SECRET,
      FEED_ALLOWED_NETWORKS: ' 127.0.0.1, 10.0.0.0/8 ,192.0.2.1-192.0.2.9,::1,',
      WORKER_CONCURRENCY: '4',
      JOB_LEASE_MS: '60000',
      JOB_REPORT_EVERY_MS: '1000',
    });
    expect(config).toMatchObject({
      FEED_ALLOWED_NETWORKS: ['127.0.0.1', '10.0.0.0/8', '192.0.2.1-192.0.2.9', '::1'],
      WORKER_CONCURRENCY: 4,
      JOB_LEASE_MS: 60_000,
      JOB_REPORT_EVERY_MS: 1_000,
      DEMO_PARTNER: true,
    });
  });

  it('fails fast naming the bad network entries', () => {
    const load = () =>
      loadConfig(CatalogConfigSchema, {
        GATEWAY_SECRET: SECRET,
        FEED_ALLOWED_NETWORKS: '127.0.0.1, localhost, 10.0.0.0/33',
      });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(
      /FEED_ALLOWED_NETWORKS: not an IP address, CIDR or range: "localhost", "10\.0\.0\.0\/33"/,
    );
  });

  it.each([
    ['WORKER_CONCURRENCY', '-1'],
    ['WORKER_CONCURRENCY', '65'],
    ['WORKER_CONCURRENCY', 'two'],
    ['JOB_LEASE_MS', '-1'],
    ['JOB_REPORT_EVERY_MS', '1.5'],
  ])('refuses %s=%s', (name, value) => {
    expect(() => loadConfig(CatalogConfigSchema, { GATEWAY_SECRET: SECRET, [name]: value })).toThrow(
      new RegExp(`${name}: `),
    );
  });
});
