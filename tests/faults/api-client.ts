/** An answer of the API; status 0 when the gateway could not be reached at all. */
export interface Answer {
  status: number;
  body: { data?: unknown; key?: string; message?: string } & Record<string, unknown>;
}

/**
 * A logged-in admin as the fault suite drives the app: plain fetch with a cookie and the CSRF token,
 * able to talk to any of the gateways (sessions live in identity's database, so any gateway will do).
 * A call never throws: a network failure or a timeout is status 0, so the workload can retry.
 */
export class ApiClient {
  private cookie = '';
  private csrf = '';

  constructor(
    private readonly gateways: () => string[],
    private readonly headers: Record<string, string> = {
      'X-Requested-With': 'XMLHttpRequest',
      'X-Forwarded-For': '198.51.100.7',
    },
  ) {}

  private next = 0;

  /** The gateway of the next call, in turn. */
  private base(gateway?: number): string {
    const urls = this.gateways();
    return urls[(gateway ?? this.next++) % urls.length] as string;
  }

  async call(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    gateway?: number,
    timeoutMs = 15_000,
  ): Promise<Answer> {
    try {
      const res = await fetch(`${this.base(gateway)}${path}`, {
        method,
        headers: {
          ...this.headers,
          Cookie: this.cookie,
          ...(method === 'POST' ? { 'Content-Type': 'application/json', 'X-CSRF-TOKEN': this.csrf } : {}),
        },
        body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
      const cookies = res.headers.getSetCookie();
      if (cookies.length) {
        const jar = new Map(
          this.cookie
            .split('; ')
            .filter(Boolean)
            .map((c) => c.split('=', 2) as [string, string]),
        );
        for (const cookie of cookies) {
          const [pair] = cookie.split(';');
          const [name, value] = (pair ?? '').split('=', 2);
          if (name) jar.set(name, value ?? '');
        }
        this.cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
      }
      const text = await res.text();
      let parsed: Answer['body'] = {};
      try {
        parsed = JSON.parse(text) as Answer['body'];
      } catch {
        parsed = { text };
      }
      return { status: res.status, body: parsed };
    } catch {
      return { status: 0, body: {} };
    }
  }

  get(path: string, gateway?: number, timeoutMs?: number): Promise<Answer> {
    return this.call('GET', path, undefined, gateway, timeoutMs);
  }

  post(path: string, body?: unknown, gateway?: number): Promise<Answer> {
    return this.call('POST', path, body, gateway);
  }

  /** Reads the page's CSRF token and logs in. */
  async login(username: string, password: string): Promise<void> {
    const page = await fetch(`${this.base(0)}/`, { headers: this.headers });
    this.cookie = page.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
    this.csrf = /name="csrf-token" content="([^"]*)"/.exec(await page.text())?.[1] ?? '';
    const answer = await this.post('/api/auth/login', { username, password }, 0);
    if (answer.status !== 200)
      throw new Error(`login failed: ${answer.status} ${JSON.stringify(answer.body)}`);
    this.csrf = (answer.body.data as { csrfToken: string }).csrfToken;
  }

  /** Retries a call until it answers `status` (a fault may have it answer 503 or nothing for a while). */
  async until(call: () => Promise<Answer>, status = 200, timeoutMs = 60_000): Promise<Answer> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const answer = await call();
      if (answer.status === status) return answer;
      if (Date.now() > deadline)
        throw new Error(
          `gave up after ${timeoutMs} ms: last answer ${answer.status} ${JSON.stringify(answer.body)}`,
        );
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}
