import http from 'node:http';
import { CookieAccessInfo } from 'cookiejar';
import type { TestBrowser } from './stack';

/** One open GET /api/events of a browser, as the test client sees it. */
export interface EventStream {
  /** The events received so far (`ready`, `job`), data parsed. */
  events: { event: string; data: unknown }[];
  /** The answer's status once its headers arrived (0 before). */
  readonly status: number;
  /** Resolves with the status when the headers arrive (0 when the connection failed). */
  answered: Promise<number>;
  /** The body of an answer that was no stream (an error envelope), once it ended. */
  readonly body: string;
  /** Whether the server ended the stream (or the connection broke). */
  readonly ended: boolean;
  /** Closes the stream from the client's side. */
  close(): void;
}

/** The cookies the browser's agent holds for the gateway (what EventSource would send). */
function cookiesOf(browser: TestBrowser, url: URL): string {
  const jar = (
    browser.agent as unknown as { jar: { getCookies(a: CookieAccessInfo): { toValueString(): string }[] } }
  ).jar;
  return jar
    .getCookies(new CookieAccessInfo(url.hostname, '/', false, false))
    .map((c) => c.toValueString())
    .join('; ');
}

/** Opens the event stream of a browser against a gateway (`base`, e.g. stack.url) and collects its events. */
export function openEventStream(base: string, browser: TestBrowser): EventStream {
  const url = new URL(base);
  const events: { event: string; data: unknown }[] = [];
  let status = 0;
  let body = '';
  let ended = false;
  let answer: (status: number) => void = () => undefined;
  const answered = new Promise<number>((resolve) => (answer = resolve));
  const req = http.get(
    {
      host: url.hostname,
      port: url.port,
      path: '/api/events',
      headers: { ...browser.headers, cookie: cookiesOf(browser, url) },
    },
    (res) => {
      status = res.statusCode ?? 0;
      answer(status);
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        if (status !== 200) {
          body += chunk;
          return;
        }
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
  req.on('error', () => {
    ended = true;
    answer(0);
  });
  return {
    events,
    answered,
    get status() {
      return status;
    },
    get body() {
      return body;
    },
    get ended() {
      return ended;
    },
    close: () => req.destroy(),
  };
}
