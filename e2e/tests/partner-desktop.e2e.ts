import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LoginPage } from '../pages/LoginPage';
import { PartnerDesktopPage } from '../pages/PartnerDesktopPage';
import { api, createUser } from '../support/api';
import { newPage, useBrowserPage } from '../support/browser';
import { unique } from '../support/unique';

const fx = useBrowserPage({ loginAsAdmin: true });

/** A partner of this test's own reading the bundled demo XML feed, with an on-demand importProducts task. */
async function createDemoPartner(name: string): Promise<number> {
  const mapping = JSON.parse(
    readFileSync(join(__dirname, '..', '..', 'libs', 'feeds', 'fixtures', 'demo-xml.params.json'), 'utf8'),
  ) as Record<string, unknown>;
  const saved = await api(fx.page, 'post', '/api/partners/save', {
    name,
    className: 'xml',
    isActive: true,
    params: { ...mapping, url: 'demo:demo-xml.xml' },
    tasks: [{ name: 'importProducts', methodName: 'importProducts', cron: null, queue: 'medium' }],
  });
  if (saved.status !== 200) throw new Error(JSON.stringify(saved.body));
  return saved.body.data.id as number;
}

test('partner desktop: search a partner, add an import job, watch it finish with counters, read its log', async () => {
  const name = unique('desk');
  const partnerId = await createDemoPartner(name);
  const desktop = new PartnerDesktopPage(fx.page);
  await desktop.open();
  // no partner searched yet: the task select waits
  expect(await desktop.task.isDisabled()).toBe(true);

  await desktop.choosePartner(name);
  await desktop.search();
  await fx.page.waitForURL((url) => url.searchParams.get('partnerId') === String(partnerId));
  await desktop.chooseTask('Import products');
  await desktop.addJob();
  await desktop.toast('Partner job added').waitFor();

  // the job goes through pending and running (polled) to done, with what it imported
  const done = desktop.rows('Done', name);
  await done.waitFor({ timeout: 60_000 });
  expect(await done.count()).toBe(1);
  expect(Number((await desktop.cell('Done', done, 'New')).replace(/\D/g, ''))).toBeGreaterThan(0);
  expect(Number((await desktop.cell('Done', done, 'Read')).replace(/\D/g, ''))).toBeGreaterThan(0);
  expect(await done.getByText('Done', { exact: true }).count()).toBe(1);
  // finished jobs cannot be deleted
  const id = await desktop.jobId(done);
  expect(await fx.page.getByRole('button', { name: `Delete job ${id}` }).count()).toBe(0);

  await desktop.openLog(id);
  expect(fx.page.url()).toContain(`log=${id}`);
  await desktop.logModal.locator('tbody tr').first().waitFor();
  expect(await desktop.logModal.locator('tbody tr').count()).toBeGreaterThan(1);
  await desktop.closeLog();
  expect(fx.page.url()).not.toContain('log=');

  // a shared link opens filtered, the partner chosen
  await desktop.open(`?partnerId=${partnerId}`);
  expect(await desktop.partner.inputValue()).toBe(name);
  await desktop.rows('Done', name).waitFor();
});

test('partner desktop: a user without partnerDesktop is refused (danger toast, home)', async () => {
  const user = await createUser(fx.page, unique('nodesk'), ['partners']);
  const other = await newPage(fx.browser);
  try {
    await new LoginPage(other.page).login(user, 'password-123');
    await other.page.goto('/partners/desktop');
    await other.page.locator('.mantine-Notification-root', { hasText: 'Permission denied' }).waitFor();
    await other.page.waitForURL((url) => url.pathname === '/');
  } finally {
    await other.context.close();
  }
});
