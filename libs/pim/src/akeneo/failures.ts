import { redactUrlCredentials } from '@feedhub/contracts';
import { PimConnectionError, type PimFailureKind } from '../errors';

/** An answer the adapter cannot read (not JSON, wrong shape): retried like a 5xx, then a `server` failure. */
export class UnreadableAnswer extends Error {
  constructor(readonly why: string) {
    super(why);
    this.name = 'UnreadableAnswer';
  }
}

/** Network error codes in words, for the export's notice. */
const NETWORK_WORDS: Record<string, string> = {
  ENOTFOUND: 'the host name does not resolve',
  EAI_AGAIN: 'the host name could not be resolved (DNS)',
  ECONNREFUSED: 'the connection was refused',
  ECONNRESET: 'the connection was reset',
  UND_ERR_SOCKET: 'the connection was closed mid-answer',
  UND_ERR_CONNECT_TIMEOUT: 'the connection timed out',
  ETIMEDOUT: 'no answer in time',
};

/** "ENOTFOUND (the host name does not resolve)". */
export const describeNetworkCode = (code: string): string =>
  NETWORK_WORDS[code] ? `${code} (${NETWORK_WORDS[code]})` : code;

/**
 * The network error code of a failed fetch: undici hides it in `cause` (sometimes two levels down).
 * Else its message, a URL's user name and password masked (fetch names the URL when it refuses one
 * with credentials, and this text reaches the job log as a retry's reason).
 */
export function networkCode(error: unknown): string {
  return redactUrlCredentials(rawNetworkCode(error));
}

function rawNetworkCode(error: unknown): string {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth += 1) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && code !== '') return code;
    current = cause;
  }
  const cause = (error as { cause?: { message?: unknown } } | null)?.cause?.message;
  if (typeof cause === 'string' && cause !== '') return cause;
  return error instanceof Error ? error.message : 'network error';
}

/** The PIM's own message in an error answer (`{code, message}`), else the start of the text. */
export function pimMessage(text: string): string {
  try {
    const body: unknown = JSON.parse(text);
    const message = (body as { message?: unknown } | null)?.message;
    if (typeof message === 'string') return message.slice(0, 300);
  } catch {
    // not JSON: an HTML error page or a proxy's text
  }
  return text.replace(/\s+/g, ' ').trim().slice(0, 120);
}

/**
 * Builds the adapter's PimConnectionErrors with the credentials and tokens masked, whatever a PIM or
 * proxy echoes back into a message (errors.ts: messages never hold secrets).
 */
export class Failures {
  private readonly credentials: string[];
  private readonly tokens: string[] = [];

  constructor(credentials: readonly string[]) {
    // Very short values would mask ordinary words of a message.
    this.credentials = credentials.filter((secret) => secret.length >= 4);
  }

  /** Masks a token in every later message (the last few: older ones are dead anyway). */
  hideToken(token: string): void {
    this.tokens.push(token);
    if (this.tokens.length > 8) this.tokens.shift();
  }

  /** The text with every known secret replaced. */
  scrub(text: string): string {
    let out = text;
    for (const secret of [...this.credentials, ...this.tokens]) out = out.split(secret).join('***');
    return redactUrlCredentials(out);
  }

  /** A PimConnectionError whose detail is scrubbed. */
  error(kind: PimFailureKind, detail: string): PimConnectionError {
    return new PimConnectionError(kind, this.scrub(detail));
  }
}
