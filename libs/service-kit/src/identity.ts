import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { LOCALES } from '@feedhub/contracts';

/** Header the gateway sets on every proxied request; services trust nothing else. */
export const IDENTITY_HEADER = 'x-feedhub-identity';

/** Who is calling, as the gateway vouches for it. */
export const CallerSchema = z.object({
  /** Logged-in user, or null for an anonymous caller (login). */
  user: z
    .object({
      id: z.number().int(),
      username: z.string(),
      permissions: z.array(z.string()),
      sessionId: z.string(),
    })
    .nullable(),
  /** Client IP as the gateway determined it. */
  ip: z.string(),
  /** Interface language of this request. */
  locale: z.enum(LOCALES),
  /** The browser's pre-login CSRF token; logout hands it back so the page can go on without a reload. */
  anonymousCsrfToken: z.string().optional(),
  /**
   * The browser marked the request as coming from another site (Sec-Fetch-Site: cross-site, or an
   * Origin that is not ours): a GET that changes something (requireXhr) refuses it, as the gateway
   * refuses such a POST.
   */
  crossSite: z.boolean().optional(),
  /** Issued at (ms since epoch); a header older than the allowed age is refused. */
  iat: z.number(),
});
/** Who is calling. */
export type Caller = z.infer<typeof CallerSchema>;

const sign = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest('base64url');

/** Encodes and signs a caller for the identity header. */
export function signCaller(secret: string, caller: Caller): string {
  const body = Buffer.from(JSON.stringify(caller)).toString('base64url');
  return `${body}.${sign(secret, body)}`;
}

/** Verifies the identity header; null if missing, forged, malformed or older than `maxAgeMs`. */
export function verifyCaller(secret: string, header: string | undefined, maxAgeMs = 60_000): Caller | null {
  if (!header) return null;
  const [body, mac, ...rest] = header.split('.');
  if (!body || !mac || rest.length) return null;
  const expected = Buffer.from(sign(secret, body));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const caller = CallerSchema.parse(JSON.parse(Buffer.from(body, 'base64url').toString()));
    return Math.abs(Date.now() - caller.iat) <= maxAgeMs ? caller : null;
  } catch {
    return null;
  }
}
