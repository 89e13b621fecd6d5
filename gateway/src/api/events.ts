import type { ServerResponse } from 'node:http';
import {
  JOB_KIND_VIEWERS,
  JobChangedEventSchema,
  MAX_EVENT_STREAMS_PER_SESSION,
  SSE_EVENTS,
  SUBJECTS,
  SessionRevokedEventSchema,
  grants,
  type JobChangedEvent,
} from '@feedhub/contracts';
import type { Bus, Subscription } from '@feedhub/bus';
import type { Logger } from '@feedhub/service-kit';
import type { BrowserState } from '../browser-state';
import { readCookie } from '../cookies';
import type { SessionResolver } from '../sessions';
import { GatewayError, cookiesOf, type ApiCall } from './call';

/** The path of the live job events (server-sent events). */
export const EVENTS_PATH = '/api/events';
/** A comment line this often keeps proxies from closing an idle stream. */
const PING_EVERY_MS = 20_000;
/** Each stream's session is looked up again this often; an ended session closes the stream. */
const SESSION_CHECK_MS = 15_000;

interface Client {
  res: ServerResponse;
  token: string;
  userId: number;
  permissions: readonly string[];
}

/** Whether a user may see a job kind's events (DESIGN §4: the desktops' and the dashboard's permissions). */
export const maySee = (permissions: readonly string[], event: JobChangedEvent): boolean =>
  JOB_KIND_VIEWERS[event.kind].some((p) => grants(permissions, p));

/**
 * The gateway's event streams (GET /api/events): one bus subscription to `jobs.job.changed` fans out
 * to every open stream whose user may see the job's kind. A stream closes when its session ends:
 * at once at logout through this gateway (endSession), as soon as identity's revocation event arrives
 * (logout through another gateway, password change, user deleted), and at the latest on the next
 * check (every SESSION_CHECK_MS). A session holds at most MAX_EVENT_STREAMS_PER_SESSION streams.
 */
export class JobEventHub {
  private readonly clients = new Set<Client>();
  private readonly subscriptions: Subscription[];
  private readonly timers: NodeJS.Timeout[];

  constructor(
    bus: Bus,
    private readonly sessions: SessionResolver,
    private readonly log: Logger,
  ) {
    this.subscriptions = [
      bus.subscribe(SUBJECTS.jobChanged, JobChangedEventSchema, (event) => this.broadcast(event)),
      bus.subscribe(SUBJECTS.sessionRevoked, SessionRevokedEventSchema, ({ userIds }) => {
        for (const client of this.clients) if (userIds.includes(client.userId)) void this.recheck(client);
      }),
    ];
    const ping = setInterval(() => {
      for (const client of this.clients) client.res.write(': ping\n\n');
    }, PING_EVERY_MS);
    const check = setInterval(() => {
      for (const client of this.clients) void this.recheck(client);
    }, SESSION_CHECK_MS);
    ping.unref();
    check.unref();
    this.timers = [ping, check];
  }

  /** Streams open now. */
  get size(): number {
    return this.clients.size;
  }

  /** Opens a stream for a logged-in browser (401 without a session). */
  open(call: ApiCall, state: BrowserState, sessionCookie: string): void {
    const { req, res } = call;
    const token = readCookie(req, sessionCookie);
    if (!state.session || !token)
      throw new GatewayError(state.expired ? 'session_expired' : 'unauthenticated');
    if (req.method !== 'GET') throw new GatewayError('page_not_found');
    if (this.streamsOf(token).length >= MAX_EVENT_STREAMS_PER_SESSION)
      throw new GatewayError('too_many_event_streams', {}, undefined, { max: MAX_EVENT_STREAMS_PER_SESSION });
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      ...cookiesOf(call),
    });
    res.write(`retry: 3000\n\nevent: ${SSE_EVENTS.ready}\ndata: {}\n\n`);
    const client: Client = {
      res,
      token,
      userId: state.session.userId,
      permissions: state.session.permissions,
    };
    this.clients.add(client);
    const drop = () => this.clients.delete(client);
    req.on('close', drop);
    res.on('close', drop);
  }

  /** Closes the streams of a session that is being logged out (before the logout answers). */
  endSession(token: string): void {
    for (const client of this.streamsOf(token)) this.close(client);
  }

  private streamsOf(token: string): Client[] {
    return [...this.clients].filter((client) => client.token === token);
  }

  private broadcast(event: JobChangedEvent): void {
    const data = `event: ${SSE_EVENTS.job}\ndata: ${JSON.stringify(event)}\n\n`;
    for (const client of this.clients) if (maySee(client.permissions, event)) client.res.write(data);
  }

  /** Looks the stream's session up again: closed when it ended, its permissions refreshed otherwise. */
  private async recheck(client: Client): Promise<void> {
    try {
      this.sessions.forget(client.token);
      const reply = await this.sessions.resolve(client.token);
      if (reply.status === 'active') client.permissions = reply.session.permissions;
      else this.close(client);
    } catch (err) {
      this.log.debug({ err }, 'event stream: session not checked now');
    }
  }

  private close(client: Client): void {
    this.clients.delete(client);
    client.res.end();
  }

  /** Closes every stream and stops listening. */
  stop(): void {
    for (const s of this.subscriptions) s.unsubscribe();
    for (const t of this.timers) clearInterval(t);
    for (const client of [...this.clients]) this.close(client);
  }
}
