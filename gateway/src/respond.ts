import type { ServerResponse } from 'node:http';
import { statusOf, type ErrorKey, type FieldErrors, type Locale } from '@feedhub/contracts';
import { translate } from '@feedhub/i18n';

/** Writes a JSON body. */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string | string[]> = {},
): void {
  const payload = JSON.stringify(body);
  res.writeHead(status, {
    ...headers,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(payload),
    'Cache-Control': 'no-store',
  });
  res.end(payload);
}

/** Writes the error envelope of DESIGN §3 in the caller's language (with field messages when given). */
export function sendError(
  res: ServerResponse,
  key: ErrorKey,
  locale: Locale,
  headers: Record<string, string | string[]> = {},
  params: Record<string, string | number> = {},
  errors?: FieldErrors,
): void {
  const message = translate(locale, 'errors', key, params);
  sendJson(res, statusOf(key), errors ? { message, key, errors } : { message, key }, headers);
}
