/**
 * Private response header from identity to the gateway: the session token to put in the session
 * cookie. The gateway strips it from the answer and is the only writer of Set-Cookie.
 */
export const SESSION_HANDOFF_HEADER = 'x-feedhub-session';

/** A session handed to the gateway: the token and its lifetime, or `token: null` to end it. */
export interface SessionHandoff {
  /** The session token (base64url), or null to clear the cookie. */
  token: string | null;
  /** Cookie lifetime in seconds (0 when clearing). */
  maxAgeSeconds: number;
}

/** A session token as identity makes them: base64url, 16 to 200 characters. */
const TOKEN_TEXT = '[A-Za-z0-9_-]{16,200}';
const TOKEN = new RegExp(`^${TOKEN_TEXT}$`);
const HANDOFF = new RegExp(`^(${TOKEN_TEXT});\\s*max-age=(\\d{1,10})$`, 'i');

/** The header value for a new session: `<token>; max-age=<seconds>`. */
export function formatSessionHandoff(token: string, maxAgeSeconds: number): string {
  if (!TOKEN.test(token)) throw new Error('a session token is base64url');
  if (!Number.isSafeInteger(maxAgeSeconds) || maxAgeSeconds < 0) throw new Error('max-age is a whole number');
  return `${token}; max-age=${maxAgeSeconds}`;
}

/** The header value that ends the session (an empty value). */
export const SESSION_HANDOFF_CLEAR = '';

/** Reads the header value: empty (or max-age=0) ends the session; null when malformed. */
export function parseSessionHandoff(value: string): SessionHandoff | null {
  const trimmed = value.trim();
  if (trimmed === '') return { token: null, maxAgeSeconds: 0 };
  const match = HANDOFF.exec(trimmed);
  if (!match) return null;
  const maxAgeSeconds = Number(match[2]);
  return maxAgeSeconds === 0 ? { token: null, maxAgeSeconds: 0 } : { token: match[1], maxAgeSeconds };
}
