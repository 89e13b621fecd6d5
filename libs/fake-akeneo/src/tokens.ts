import { randomBytes } from 'node:crypto';

/** The API connection the fake accepts (PIM.md §1.1). */
export interface AkeneoCredentials {
  /** OAuth client id. */
  clientId: string;
  /** OAuth client secret. */
  secret: string;
  /** API user name. */
  username: string;
  /** API user password. */
  password: string;
}

/** Issued tokens with their expiry; a refresh revokes the access and refresh tokens it replaces. */
export class TokenStore {
  private readonly access = new Map<string, number>();
  private readonly refresh = new Map<string, { access: string; expiresAt: number }>();

  /** @param expiresIn access-token life in seconds; @param refreshExpiresIn refresh-token life in seconds */
  constructor(
    public expiresIn = 3600,
    public refreshExpiresIn = 1_209_600,
  ) {}

  /** Issues a new access + refresh pair. */
  issue(): {
    access_token: string;
    refresh_token: string;
    expires_in: number;
    token_type: 'bearer';
    scope: null;
  } {
    const access = randomBytes(18).toString('hex');
    const refreshToken = randomBytes(18).toString('hex');
    this.access.set(access, Date.now() + this.expiresIn * 1000);
    this.refresh.set(refreshToken, { access, expiresAt: Date.now() + this.refreshExpiresIn * 1000 });
    return {
      access_token: access,
      refresh_token: refreshToken,
      expires_in: this.expiresIn,
      token_type: 'bearer',
      scope: null,
    };
  }

  /** Trades a refresh token for a new pair, revoking the old pair; null when unknown or expired. */
  useRefresh(token: string): ReturnType<TokenStore['issue']> | null {
    const old = this.refresh.get(token);
    this.refresh.delete(token);
    if (!old || old.expiresAt <= Date.now()) return null;
    this.access.delete(old.access);
    return this.issue();
  }

  /** Why an access token is refused, or null when it is valid. */
  check(token: string | undefined): string | null {
    if (!token) return 'Authentication is required';
    const expiresAt = this.access.get(token);
    if (expiresAt === undefined) return 'The access token provided is invalid.';
    if (expiresAt <= Date.now()) return 'The access token provided has expired.';
    return null;
  }

  /** Revokes every token (as when the connection's secret is regenerated). */
  revokeAll(): void {
    this.access.clear();
    this.refresh.clear();
  }
}
