import { z } from 'zod';
import { DEFAULT_NATS_PREFIX } from '@feedhub/contracts';

/** Thrown when the environment is wrong: one line per bad variable. */
export class ConfigError extends Error {
  /** Builds the error from the problems found. */
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Variables whose value is a secret: a bad one is described, never echoed into logs. */
const SECRET_NAME = /SECRET|PASSWORD|TOKEN|KEY/;

/** How a bad value is quoted in the error: secrets by length only, URLs without their password. */
function quoted(name: string, value: string): string {
  if (SECRET_NAME.test(name)) return `a value of ${value.length} characters`;
  try {
    const url = new URL(value);
    if (url.password) {
      url.password = '***';
      return `"${url.toString()}"`;
    }
  } catch {
    // not a URL: quoted as it is
  }
  return `"${value}"`;
}

/** Reads configuration once from the environment through a zod schema; fails fast with clear messages. */
export function loadConfig<S extends z.ZodObject>(
  schema: S,
  env: NodeJS.ProcessEnv = process.env,
): z.infer<S> {
  const input: Record<string, string> = {};
  for (const key of Object.keys(schema.shape)) {
    const value = env[key];
    if (value !== undefined && value !== '') input[key] = value;
  }
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new ConfigError(
    result.error.issues.map((issue) => {
      const name = issue.path.join('.');
      const value = input[name];
      return `${name}: ${issue.message}${value === undefined ? ' (not set)' : ` (got ${quoted(name, value)})`}`;
    }),
  );
}

/** A URL with one of the protocols. */
function urlSchema(...protocols: string[]) {
  return z.string().refine(
    (v) => {
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a URL (${protocols.join(', ')})` },
  );
}

/** Common variable schemas. */
export const env = {
  /** A TCP port. */
  port: (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback),
  /** A URL with one of the protocols. */
  url: urlSchema,
  /** One URL or several, comma-separated (the replicas of a service), each with one of the protocols. */
  urls: (...protocols: string[]) =>
    z
      .string()
      .transform((text) =>
        text
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean),
      )
      .pipe(
        z
          .array(env.url(...protocols), { message: `must be URLs (${protocols.join(', ')})` })
          .min(1, { message: 'must name at least one URL' }),
      ),
  /** A secret of at least 32 characters. */
  secret: () => z.string().min(32, { message: 'must be at least 32 characters' }),
  /** Prefix of every NATS subject, stream and bucket (NATS_PREFIX): deployments sharing one NATS stay apart. */
  natsPrefix: () =>
    z
      .string()
      .regex(/^[A-Za-z][A-Za-z0-9_-]{0,39}$/, {
        message: 'must be a letter then up to 39 letters, digits, _ or -',
      })
      .default(DEFAULT_NATS_PREFIX),
  /** true/false/1/0. */
  flag: (fallback: boolean) =>
    z
      .enum(['true', 'false', '1', '0'], { message: 'must be true or false' })
      .transform((v) => v === 'true' || v === '1')
      .default(fallback),
};
