import { redactUrlCredentials } from '@feedhub/contracts';

/**
 * Why a PIM call failed as a whole (not one product's refusal): the export job ends in error with a
 * notice that says what to fix. Messages never hold tokens or secrets.
 * - `unreachable`: no answer (DNS, refused connection, timeouts and resets after the retries);
 * - `auth`: the token call refused the credentials (401/422), or a request stayed 401 after a refresh;
 * - `forbidden`: 403 on a request that is not too large (the connection lacks a permission);
 * - `server`: 5xx (or 429) after the retries, or an answer that cannot be read.
 */
export type PimFailureKind = 'unreachable' | 'auth' | 'forbidden' | 'server';

/** A PIM call that failed as a whole. */
export class PimConnectionError extends Error {
  /** What happened, for the log, the job log and the notice (no secrets; a URL's password is masked). */
  readonly detail: string;

  constructor(
    readonly kind: PimFailureKind,
    detail: string,
  ) {
    // A pim_url stored with a user name and password (before the setting refused them) must not show
    // them wherever the failure is told: job log, failed jobs, notices, the export test, the server log.
    const redacted = redactUrlCredentials(detail);
    super(`PIM ${kind}: ${redacted}`);
    this.detail = redacted;
    this.name = 'PimConnectionError';
  }
}
