import type { Page, Response } from 'playwright-core';

/** One API call a screen made: method, path (no query) and the answer's status. */
export interface ApiCall {
  method: string;
  path: string;
  status: number;
}

/**
 * Records every /api call a page makes from now on (its answer's status), so a test can check what a
 * screen actually asks for while it loads and while the user works in it.
 */
export class ScreenCalls {
  /** The calls answered so far, in order. */
  readonly calls: ApiCall[] = [];

  /** Starts recording on the page. */
  constructor(page: Page) {
    page.on('response', (res: Response) => {
      const url = new URL(res.url());
      if (!url.pathname.startsWith('/api/')) return;
      this.calls.push({ method: res.request().method(), path: url.pathname, status: res.status() });
    });
  }

  /** The calls refused with 401 or 403 (the user lacks a permission the screen depends on). */
  refused(): ApiCall[] {
    return this.calls.filter((c) => c.status === 401 || c.status === 403);
  }

  /** Whether a call to this path (a prefix) has been answered. */
  made(path: string): boolean {
    return this.calls.some((c) => c.path.startsWith(path));
  }

  /**
   * Waits until a call to each of these paths (prefixes) has been answered, whatever its status, or
   * the time is up (the test then names what was never asked for), then until the network is quiet.
   */
  async settle(page: Page, paths: string[], timeoutMs = 20_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (paths.some((p) => !this.made(p)) && Date.now() < deadline) await page.waitForTimeout(100);
    await page.waitForLoadState('networkidle');
  }
}
