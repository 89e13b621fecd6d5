import http from 'node:http';
import { CookieAccessInfo } from 'cookiejar';
import type { TestBrowser, TestStack } from './stack';

/** One server-sent event as a test reads it. */
export interface StreamedEvent {
  event: string;
  data: unknown;
}

/** An open GET /api/events of a browser: the events so far, its status, whether it ended. */
export interface EventStream {
  readonly events: StreamedEvent[];
  readonly status: number;
  readonly ended: boolean;
  close(): void;
}

/** Opens the event stream (GET /api/events) of a browser with its cookies; collects its events. */
export function openEventStream(stack: TestStack, browser: TestBrowser): EventStream {
  const url = new URL(stack.url);
  const jar = (
    browser.agent as unknown as { jar: { getCookies(a: CookieAccessInfo): { toValueString(): string }[] } }
  ).jar;
  const cookie = jar
    .getCookies(new CookieAccessInfo(url.hostname, '/', false, false))
    .map((c) => c.toValueString())
    .join('; ');
  const events: StreamedEvent[] = [];
  let status = 0;
  let ended = false;
  const req = http.get(
    { host: url.hostname, port: url.port, path: '/api/events', headers: { ...browser.headers, cookie } },
    (res) => {
      status = res.statusCode ?? 0;
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) events.push({ event, data: JSON.parse(data) as unknown });
        }
      });
      res.on('end', () => void (ended = true));
      res.on('close', () => void (ended = true));
    },
  );
  req.on('error', () => void (ended = true));
  return {
    events,
    get status() {
      return status;
    },
    get ended() {
      return ended;
    },
    close: () => req.destroy(),
  };
}
