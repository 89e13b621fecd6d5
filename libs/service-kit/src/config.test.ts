import { z } from 'zod';
import { ConfigError, env, loadConfig } from './config';

const schema = z.object({
  PORT: env.port(8080),
  SECRET: env.secret(),
  DEBUG: env.flag(false),
  URL: env.url('nats:').optional(),
});

test('reads, coerces and defaults', () => {
  expect(loadConfig(schema, { SECRET: 'x'.repeat(32), DEBUG: 'true' })).toEqual({
    PORT: 8080,
    SECRET: 'x'.repeat(32),
    DEBUG: true,
  });
});

test('fails fast with one line per bad variable', () => {
  let error: unknown;
  try {
    loadConfig(schema, { PORT: '99999', DEBUG: 'maybe', URL: 'http://x' });
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(ConfigError);
  const problems = (error as ConfigError).problems;
  expect(problems).toHaveLength(4);
  expect(problems.find((p) => p.startsWith('PORT'))).toMatch(/got "99999"/);
  expect(problems.find((p) => p.startsWith('SECRET'))).toMatch(/not set/);
  expect(problems.find((p) => p.startsWith('DEBUG'))).toMatch(/must be true or false/);
  expect(problems.find((p) => p.startsWith('URL'))).toMatch(/must be a URL \(nats:\)/);
});
