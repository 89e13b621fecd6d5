import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { api } from '../support/api';
import { useBrowserPage } from '../support/browser';
import { unique } from '../support/unique';

// The job platform in the browser: the queue dashboard (a failure, Retry, pause and resume), the
// home desktop (partners, an error notice dismissed) and the partner desktop kept live by events.

const fx = useBrowserPage({ loginAsAdmin: true });

const demoMapping = () =>
  JSON.parse(
    readFileSync(join(__dirname, '..', '..', 'libs', 'feeds', 'fixtures', 'demo-xml.params.json'), 'utf8'),
  ) as Record<string, unknown>;

/** A partner of the test's own with one on-demand importProducts task reading `url`; its id and task id. */
async function partnerWithTask(
  page: Page,
  name: string,
  url: string,
): Promise<{ id: number; taskId: number }> {
  const saved = await api(page, 'post', '/api/partners/save', {
    name,
    className: 'xml',
    isActive: true,
    params: { ...demoMapping(), url },
    tasks: [{ name: 'importProducts', methodName: 'importProducts', cron: null, queue: 'medium' }],
  });
  if (saved.status !== 200) throw new Error(JSON.stringify(saved.body));
  const partner = await api(page, 'get', `/api/partners/${saved.body.data.id}`);
  return { id: saved.body.data.id as number, taskId: partner.body.data.tasks[0].id as number };
}

async function jobStatus(page: Page, partnerId: number, id: number): Promise<string | undefined> {
  const desk = await api(page, 'get', `/api/partner-job/desktop?filter[partnerId]=${partnerId}&perPage=100`);
  const all = ['running', 'pending', 'error', 'done'].flatMap(
    (status) => desk.body.data[status] as { id: number; status: string }[],
  );
  return all.find((j) => j.id === id)?.status;
}

async function waitForStatus(page: Page, partnerId: number, id: number, status: string, ms = 60_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    if ((await jobStatus(page, partnerId, id)) === status) return;
    if (Date.now() > deadline) throw new Error(`job ${id} did not become ${status}`);
    await page.waitForTimeout(250);
  }
}

test('queue dashboard: a failed import with its error, Retry runs it again; pause holds a job, resume releases it', async () => {
  const page = fx.page;
  const name = unique('dash');
  const partner = await partnerWithTask(page, name, 'https://feeds.invalid/e2e-feed.xml');
  const added = await api(page, 'post', '/api/partner-job/add', { taskId: partner.taskId });
  await waitForStatus(page, partner.id, added.body.data.id as number, 'error');

  await page.goto('/horizon/dashboard');
  await page.getByRole('heading', { name: 'Queue dashboard' }).waitFor();
  const failed = page.locator(`tr[data-job="${added.body.data.id}"]`);
  await failed.waitFor();
  expect(await failed.textContent()).toContain(name);
  expect((await failed.getByTestId('failed-error').textContent())?.length).toBeGreaterThan(3);

  // The feed is fixed, then Retry: a new job of the same task runs to done.
  const fixed = await api(page, 'get', `/api/partners/${partner.id}`);
  const save = await api(page, 'post', '/api/partners/save', {
    ...fixed.body.data,
    params: { ...demoMapping(), url: 'demo:demo-xml.xml' },
  });
  expect(save.status).toBe(200);
  await page.getByRole('button', { name: `Retry job ${added.body.data.id}` }).click();
  const toast = page.locator('.mantine-Notification-root', {
    hasText: `Job ${added.body.data.id} will run again`,
  });
  await toast.waitFor();
  const retriedId = Number(/as job (\d+)/.exec((await toast.textContent()) ?? '')?.[1]);
  await waitForStatus(page, partner.id, retriedId, 'done');

  // Pause the medium queue (it asks first): a new job stays pending until Resume.
  await page.getByRole('button', { name: 'Pause the Medium queue' }).click();
  await page.getByTestId('confirm-yes').click();
  await page.getByRole('button', { name: 'Resume the Medium queue' }).waitFor();
  try {
    const held = await api(page, 'post', '/api/partner-job/add', { taskId: partner.taskId });
    await page.waitForTimeout(2500);
    expect(await jobStatus(page, partner.id, held.body.data.id as number)).toBe('pending');
    await page.getByRole('button', { name: 'Resume the Medium queue' }).click();
    await page.getByRole('button', { name: 'Pause the Medium queue' }).waitFor();
    await waitForStatus(page, partner.id, held.body.data.id as number, 'done');
  } finally {
    await api(page, 'post', '/api/horizon/resume/medium');
  }
});

test('home desktop: the partners table for a searched partner, and an error notice dismissed after the confirm', async () => {
  const page = fx.page;
  const name = unique('home');
  const partner = await partnerWithTask(page, name, 'https://feeds.invalid/e2e-feed.xml');
  const added = await api(page, 'post', '/api/partner-job/add', { taskId: partner.taskId });
  await waitForStatus(page, partner.id, added.body.data.id as number, 'error');
  const notices = await api(page, 'get', `/api/log/errors?filter[partnerId]=${partner.id}`);
  expect(notices.body.data.total).toBe(1);

  await page.goto('/');
  const partners = page.getByRole('region', { name: 'Partners' }).first();
  const picker = partners.getByRole('search').getByRole('combobox', { name: 'Partner' });
  await picker.click();
  await picker.fill(name);
  await page.getByRole('option', { name, exact: true }).click();
  await partners.getByRole('button', { name: 'Search' }).click();
  await partners.getByRole('link', { name }).first().waitFor();

  const notice = page.locator('[data-notice]', { hasText: name }).first();
  await notice.waitFor();
  await notice.getByRole('button', { name: 'Delete notice' }).click();
  await page.getByRole('dialog').getByText('Are you sure you want delete?').waitFor();
  await page.getByTestId('confirm-yes').click();
  await notice.waitFor({ state: 'detached' });
  const after = await api(page, 'get', `/api/log/errors?filter[partnerId]=${partner.id}`);
  expect(after.body.data.total).toBe(0);
});

test('partner desktop: live from the job events, a job added elsewhere appears and finishes without a reload', async () => {
  const page = fx.page;
  const name = unique('live');
  const partner = await partnerWithTask(page, name, 'demo:demo-xml.xml');
  await page.goto(`/partners/desktop?partnerId=${partner.id}`);
  await page.getByText('Live', { exact: true }).waitFor({ timeout: 15_000 });
  let reloaded = false;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) reloaded = true;
  });
  // Added through the API, not this page: only the event stream can tell the page about it.
  const added = await api(page, 'post', '/api/partner-job/add', { taskId: partner.taskId });
  const id = added.body.data.id as number;
  await page
    .getByRole('button', { name: `Log of job ${id}` })
    .first()
    .waitFor({ timeout: 30_000 });
  await waitForStatus(page, partner.id, id, 'done');
  await page
    .locator('section[data-section="done"]')
    .getByRole('button', { name: `Log of job ${id}` })
    .waitFor({ timeout: 30_000 });
  expect(reloaded).toBe(false);
});
