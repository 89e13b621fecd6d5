import type { HeldDiff } from '@feedhub/contracts';

/** A failure the job cannot recover from by running again (a feed that cannot be read): the job ends in error. */
export class JobFailure extends Error {
  /** Builds a failure from a message key (i18n `jobs` namespace, or a `feed_*` key) and placeholders. */
  constructor(
    readonly key: string,
    readonly params: Record<string, string | number> = {},
  ) {
    super(`${key} ${JSON.stringify(params)}`);
    this.name = 'JobFailure';
  }
}

/**
 * Thrown by an import the guard stopped before it merged (svc-catalog's import guard): the run ends
 * `held` with what it would have changed, and waits for a person to apply or discard it.
 */
export class JobHeld extends Error {
  /** Builds it with the run's diff. */
  constructor(readonly diff: HeldDiff) {
    super(`job held: ${diff.reasons.join(', ')}`);
    this.name = 'JobHeld';
  }
}

/** Thrown by `checkpoint()` once the run must stop; the worker reports `stopped` (or nothing when the lease was lost). */
export class JobStopped extends Error {
  /** Builds it with why the run stops. */
  constructor(readonly reason: 'stop_requested' | 'lease_lost' | 'shutdown') {
    super(`job stopped: ${reason}`);
    this.name = 'JobStopped';
  }
}
