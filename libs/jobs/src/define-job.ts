import type { z } from 'zod';
import { declaredJob, type DeclaredJob, type JobMethod } from '@feedhub/contracts';
import { JobFailure } from './job-errors';
import type { JobHandler, JobRun } from './job-handler';

/** A declared job kind with the code that runs it: what a worker pool is given. */
export interface DefinedJob<D extends DeclaredJob = DeclaredJob> {
  /** The kind's declaration (@feedhub/contracts job-declarations). */
  readonly declaration: D;
  /** Runs one claimed job: its params parsed by the declaration, then the kind's run. */
  readonly handler: JobHandler;
}

/** A kind's run: the claimed job's run, and its params as the declaration parses them. */
export type DefinedRun<D extends DeclaredJob> = (run: JobRun, params: z.output<D['params']>) => Promise<void>;

/**
 * Binds a declared job kind to the code that runs it, in the service that runs it (svc-catalog's
 * `*.job.ts` files). A job whose params do not parse ends in error (`job_params_invalid`) before
 * the run sees them.
 */
export function defineJob<D extends DeclaredJob>(declaration: D, run: DefinedRun<D>): DefinedJob<D> {
  return {
    declaration,
    handler: async (jobRun) => {
      const parsed = declaration.params.safeParse(jobRun.job.params);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new JobFailure('job_params_invalid', {
          method: declaration.method,
          issue: `${issue?.path.join('.') || '-'}: ${issue?.message ?? ''}`,
        });
      }
      return run(jobRun, parsed.data as z.output<D['params']>);
    },
  };
}

/** The worker registry: each method's handler; a method defined twice is a programming error. */
export function jobRegistry(jobs: readonly DefinedJob[]): ReadonlyMap<JobMethod, JobHandler> {
  const registry = new Map<JobMethod, JobHandler>();
  for (const job of jobs) {
    if (registry.has(job.declaration.method)) throw new Error(`job ${job.declaration.method} defined twice`);
    registry.set(job.declaration.method, job.handler);
  }
  return registry;
}

/** Plain handlers keyed by method (a typed key: a method no one declared does not compile). */
export type HandlersByMethod = { [M in JobMethod]?: JobHandler };

/**
 * Binds plain handlers to their declarations: for tests and benches that run a stand-in method
 * on the real mechanism. Services define their kinds with defineJob next to the code.
 */
export const definedJobs = (handlers: HandlersByMethod): DefinedJob[] =>
  Object.entries(handlers).map(([method, handler]) => ({
    declaration: declaredJob(method as JobMethod),
    handler: handler as JobHandler,
  }));

/** The handlers of defined jobs keyed by method (tests that run one method of a service's set). */
export const handlersByMethod = (jobs: readonly DefinedJob[]): HandlersByMethod =>
  Object.fromEntries(jobs.map((job) => [job.declaration.method, job.handler]));
