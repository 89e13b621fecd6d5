// Reading a service's configuration: every bad variable reported, each on its own line.
import { z } from 'zod';
import { ConfigError } from './config';
import { ServiceConfigSchema, defineService } from './define-service';
import { secret } from './__tests__/service-fixture';

describe('defineService', () => {
  test('a bad configuration fails with one line per variable', () => {
    const service = defineService({
      name: 'jobs',
      schema: 'jobs',
      configSchema: ServiceConfigSchema.extend({ WORKERS: z.coerce.number().int().min(1) }),
      routes: () => [],
      migrations: [],
    });
    let error: unknown;
    try {
      service.config({ GATEWAY_SECRET: 'short', WORKERS: 'many' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      'GATEWAY_SECRET: must be at least 32 characters (got a value of 5 characters)',
      'WORKERS: Invalid input: expected number, received NaN (got "many")',
    ]);
    expect(service.config({ GATEWAY_SECRET: secret, WORKERS: '4' })).toEqual({
      GATEWAY_SECRET: secret,
      WORKERS: 4,
    });
  });
});
