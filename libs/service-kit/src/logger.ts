import pino, { type Logger } from 'pino';

/** A JSON logger for one app; `LOG_LEVEL` decides how much (silent in tests unless asked). */
export function createLogger(
  name: string,
  level = process.env.LOG_LEVEL ?? (process.env.JEST_WORKER_ID ? 'silent' : 'info'),
): Logger {
  return pino({
    name,
    level,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers["x-csrf-token"]',
        'req.headers["x-feedhub-identity"]',
        '*.password',
      ],
      remove: true,
    },
  });
}
export type { Logger };
