import { z } from 'zod';
import { PimConnectionError } from '../errors';
import { UnreadableAnswer, pimMessage } from './failures';
import type { AkeneoSettings, AkeneoStats } from './options';
import type { Answer, Transport } from './transport';

/** The token call's answer (PIM.md §1.1); `scope` and `token_type` are not used. */
const TokenAnswerSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  expires_in: z.number().positive(),
});

/** What the token route answers when it refuses a grant. */
const REFUSED = new Set([400, 401, 422]);

/** The Basic credentials of the token call (PIM.md §1.1). */
export const basicAuth = ({ clientId, secret }: Pick<AkeneoSettings, 'clientId' | 'secret'>): string =>
  Buffer.from(`${clientId}:${secret}`).toString('base64');

/** Renew this long before expiry: a minute, or a tenth of the life of short-lived tokens. */
const leadSeconds = (expiresIn: number) => Math.min(60, expiresIn / 10);

/**
 * One token manager per connection (PIM.md §6 Auth): a password grant on first use, a refresh grant
 * shortly before expiry, the password grant again when the refresh is refused. Every renewal is
 * single-flight: the calls that need a token meanwhile share it.
 */
export class AkeneoTokens {
  private access: string | null = null;
  private refresh: string | null = null;
  private renewAt = 0;
  private pending: Promise<string> | null = null;

  constructor(
    private readonly settings: AkeneoSettings,
    private readonly transport: Transport,
    private readonly stats: AkeneoStats,
  ) {}

  /** A token good for the next call. */
  get(): Promise<string> {
    if (this.pending) return this.pending;
    if (this.access !== null && Date.now() < this.renewAt) return Promise.resolve(this.access);
    return this.renew();
  }

  /** A new token after `stale` got a 401; calls that saw the same stale token share one renewal. */
  replace(stale: string): Promise<string> {
    if (this.pending) return this.pending;
    if (this.access !== null && this.access !== stale) return Promise.resolve(this.access);
    return this.renew();
  }

  private renew(): Promise<string> {
    const pending = this.obtain().finally(() => {
      this.pending = null;
    });
    this.pending = pending;
    return pending;
  }

  private async obtain(): Promise<string> {
    const refresh = this.refresh;
    if (refresh !== null) {
      try {
        const token = await this.grant({ grant_type: 'refresh_token', refresh_token: refresh });
        this.stats.tokenRefreshes += 1;
        return token;
      } catch (error) {
        // A refused refresh token (revoked, expired) is no reason to stop: the password grant follows.
        if (!(error instanceof PimConnectionError && error.kind === 'auth')) throw error;
        this.settings.onEvent?.({ kind: 'token-refresh-refused' });
        this.settings.log?.warn(
          { reason: 'refresh refused' },
          'PIM token refresh refused; asking with the password',
        );
      }
    }
    const token = await this.grant({
      grant_type: 'password',
      username: this.settings.username,
      password: this.settings.password,
    });
    this.stats.tokenGrants += 1;
    return token;
  }

  /** One token call; keeps the new pair and its renewal time. */
  private async grant(body: Record<string, string>): Promise<string> {
    const basic = basicAuth(this.settings);
    const sentAt = Date.now();
    const answer = await this.transport.send({
      method: 'POST',
      url: `${this.settings.url}/api/oauth/v1/token`,
      body: JSON.stringify(body),
      headers: () => ({ authorization: `Basic ${basic}`, 'content-type': 'application/json' }),
      read: (got) => this.readToken(got),
    });
    this.access = answer.access_token;
    this.refresh = answer.refresh_token;
    this.renewAt = sentAt + (answer.expires_in - leadSeconds(answer.expires_in)) * 1000;
    this.transport.failures.hideToken(answer.access_token);
    this.transport.failures.hideToken(answer.refresh_token);
    return answer.access_token;
  }

  private readToken(answer: Answer): z.infer<typeof TokenAnswerSchema> {
    const { failures, host } = this.transport;
    if (REFUSED.has(answer.status))
      throw failures.error(
        'auth',
        `The PIM refused the API credentials (client id, secret, user name or password): ${pimMessage(answer.text)}`,
      );
    if (answer.status === 403)
      throw failures.error(
        'forbidden',
        `The PIM at ${host} refused the token call (403): ${pimMessage(answer.text)}`,
      );
    if (answer.status !== 200)
      throw failures.error(
        'server',
        `The PIM at ${host} answered ${answer.status} to the token call: ${pimMessage(answer.text)}`,
      );
    let json: unknown;
    try {
      json = JSON.parse(answer.text);
    } catch {
      throw new UnreadableAnswer('the token answer is not JSON');
    }
    const parsed = TokenAnswerSchema.safeParse(json);
    if (!parsed.success)
      throw new UnreadableAnswer('the token answer lacks access_token, refresh_token or expires_in');
    return parsed.data;
  }
}
