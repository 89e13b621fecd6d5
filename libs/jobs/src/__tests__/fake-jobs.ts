import { z } from 'zod';
import {
  JobClaimRequestSchema,
  JobFinishRequestSchema,
  JobReportRequestSchema,
  SUBJECTS,
  type ClaimedPartnerJob,
} from '@feedhub/contracts';
import { checkedBus, InProcessBus, type CheckedBus, type Subscription } from '@feedhub/bus';
import { createLogger } from '@feedhub/service-kit';
import {
  definedJobs,
  startJobWorkers,
  type HandlersByMethod,
  type JobFencing,
  type JobWorkers,
} from '../index';

// The worker runtime against a small stand-in for the jobs side of the protocol (the real one is
// tested end to end in tests/integration/partner-jobs-mechanism.test.ts): it records every request.

type Finish = z.infer<typeof JobFinishRequestSchema>;
type Report = z.infer<typeof JobReportRequestSchema>;

/** What the stand-in for jobs recorded, and how it answers. */
export interface FakeJobs {
  claims: number[];
  reports: Report[];
  finishes: Finish[];
  /** What the next report answers. */
  reply: { lost: boolean; stop: boolean };
  /** Claims answered with a refusal. */
  refuse: Set<number>;
  /** Finish requests fail (jobs unreachable) while set. */
  finishFails: boolean;
}

/** One test's world: a checked in-process bus, the stand-in for jobs on it, and the pool under test. */
export interface JobsWorld {
  bus: CheckedBus;
  jobs: FakeJobs;
  /** The stand-in's claim, report and finish responders, in that order. */
  subscriptions: Subscription[];
  /** The pool `start` started (stopped after each test unless a test stopped it and cleared this). */
  workers: JobWorkers | undefined;
  /** Method of a job id the claim answers (importProducts unless set). */
  methods: Map<number, ClaimedPartnerJob['methodName']>;
  /** Starts a pool (lease 1 s, report every 50 ms), its writes fenced by `fencing` when given. */
  start(handlers: HandlersByMethod, concurrency?: number, fencing?: JobFencing): JobWorkers;
  /** Puts a work item for a partner job on a queue. */
  enqueue(jobId: number, queue?: 'high' | 'medium' | 'low'): Promise<void>;
}

const log = createLogger('job-worker-test', 'silent');

const job = (
  id: number,
  methodName: ClaimedPartnerJob['methodName'] = 'importProducts',
): ClaimedPartnerJob => ({
  id,
  taskId: 1,
  partnerId: 2,
  methodName,
  params: {},
  debug: false,
  attempt: 1,
  kind: 'partner',
  fence: id,
  concurrencyKey: 'task:1',
});

/** A fresh world before each test of the calling file, closed (and checked clean) after it. */
export function fakeJobsWorld(): JobsWorld {
  const world = {
    workers: undefined,
    methods: new Map(),
    start(handlers, concurrency = 1, fencing) {
      world.workers = startJobWorkers(
        { bus: world.bus, log, instance: 'unit' },
        { jobs: definedJobs(handlers), concurrency, leaseMs: 1000, reportEveryMs: 50, fencing },
      );
      return world.workers;
    },
    enqueue: (jobId, queue = 'medium') =>
      world.bus.enqueue(queue, `partner:${jobId}:1`, { kind: 'partner', jobId, attempt: 1 }),
  } as JobsWorld; // bus, jobs and subscriptions are set before each test

  beforeEach(() => {
    // Checked against the published contracts: the worker's claim, report, finish and heartbeat keep them.
    const bus = checkedBus(new InProcessBus({ ackWaitMs: 60_000 }));
    const jobs: FakeJobs = {
      claims: [],
      reports: [],
      finishes: [],
      reply: { lost: false, stop: false },
      refuse: new Set(),
      finishFails: false,
    };
    world.bus = bus;
    world.jobs = jobs;
    world.subscriptions = [
      bus.respond(SUBJECTS.jobClaim, JobClaimRequestSchema, ({ jobId }) => {
        jobs.claims.push(jobId);
        if (jobs.refuse.has(jobId)) return { ok: false, reason: 'not_pending' };
        return { ok: true, job: job(jobId, world.methods.get(jobId)) };
      }),
      bus.respond(SUBJECTS.jobReport, JobReportRequestSchema, (report) => {
        jobs.reports.push(report);
        return jobs.reply;
      }),
      bus.respond(SUBJECTS.jobFinish, JobFinishRequestSchema, (finish) => {
        if (jobs.finishFails) throw new Error('jobs unreachable');
        jobs.finishes.push(finish);
        return { ok: true };
      }),
    ];
  });
  afterEach(async () => {
    await world.workers?.stop();
    world.workers = undefined;
    for (const s of world.subscriptions) s.unsubscribe();
    await world.bus.close();
    world.methods.clear();
    world.bus.assertClean();
  });
  return world;
}

/** Waits until `check` holds; throws when it does not within `withinMs`. */
export const until = async (check: () => boolean, withinMs = 3000) => {
  const deadline = Date.now() + withinMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
};

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
