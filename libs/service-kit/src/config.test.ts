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

test('a bad secret is described by its length, a URL without its password, never echoed', () => {
  const withDb = schema.extend({ DATABASE_URL: env.url('postgres:') });
  let problems: string[] = [];
  try {
    loadConfig(withDb, { SECRET: 'short-secret', DATABASE_URL: 'mysql://app:hunter2@db/x', PORT: 'x' });
  } catch (e) {
    problems = (e as ConfigError).problems;
  }
  const text = problems.join('\n');
  expect(text).not.toContain('short-secret');
  expect(text).not.toContain('hunter2');
  expect(problems.find((p) => p.startsWith('SECRET'))).toMatch(/got a value of 12 characters/);
  expect(problems.find((p) => p.startsWith('DATABASE_URL'))).toMatch(/got "mysql:\/\/app:\*\*\*@db\/x"/);
});
