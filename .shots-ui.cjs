// Screenshots for issue 30 (not part of the repo: deleted after use).
const { chromium } = require('playwright-core');
const fs = require('node:fs');
const BASE = process.env.BASE;
const OUT = '/tmp/shots-ui';
const params = { ...JSON.parse(fs.readFileSync('libs/feeds/fixtures/demo-xml.params.json', 'utf8')), url: 'demo:demo-xml.xml' };

async function api(page, method, path, data) {
  const token = (await page.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '';
  const res = await page.request.fetch(path, { method: method.toUpperCase(), data, headers: { 'X-CSRF-TOKEN': token, 'X-Requested-With': 'XMLHttpRequest' } });
  return { status: res.status(), body: await res.json() };
}
async function lang(page, label) {
  await page.getByRole('navigation', { name: 'main' }).getByText(label, { exact: true }).click();
  await page.waitForFunction((l) => document.documentElement.lang === l, label === 'Eesti' ? 'et' : 'en');
  await page.waitForTimeout(800);
}
const shot = (page, name) => page.screenshot({ path: `${OUT}/${name}.png` });

(async () => {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const context = await browser.newContext({ baseURL: BASE, locale: 'en-US', viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: /Log in/ });
  await dialog.getByRole('textbox', { name: /Username/ }).fill('admin');
  await dialog.getByRole('textbox', { name: /Password/ }).fill('e2e-admin-password');
  await dialog.getByRole('button', { name: /Log in/ }).click();
  await page.waitForLoadState('load');
  await page.getByRole('navigation', { name: 'main' }).waitFor();
  await page.waitForTimeout(1500);

  const stamp = Date.now().toString(36);
  const saved = await api(page, 'post', '/api/partners/save', {
    name: `Demo supplier ${stamp}`, className: 'xml', isActive: true, params,
    tasks: [
      { name: 'importProducts', methodName: 'importProducts', cron: null, queue: 'medium' },
      { name: 'importCategories', methodName: 'importCategories', cron: '* * * * *', queue: 'medium' },
    ],
  });
  if (saved.status !== 200) throw new Error(JSON.stringify(saved.body));
  const partnerId = saved.body.data.id;
  const partner = (await api(page, 'get', `/api/partners/${partnerId}`)).body.data;
  const importTask = partner.tasks.find((t) => t.methodName === 'importProducts');
  const added = await api(page, 'post', '/api/partner-job/add', { taskId: importTask.id });
  console.log('add job', added.status);
  const longName = `Longname${'x'.repeat(240)}${stamp}`.slice(0, 255);
  const long = await api(page, 'post', '/api/partners/save', { name: longName, className: 'xml', isActive: true, params, tasks: [] });

  if (!process.env.ONLY_LATE && !process.env.ONLY_LONG) {
  // 7: a failed save, en then et
  await page.goto('/partners/add');
  await page.getByRole('textbox', { name: /^Params \(JSON\)/ }).waitFor();
  await page.waitForTimeout(800);
  await page.getByRole('button', { name: 'Save', exact: true }).scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.waitForTimeout(1200);
  await shot(page, '01-failed-save-en');
  await lang(page, 'Eesti');
  await shot(page, '02-failed-save-et');
  await lang(page, 'English');

  // a server refusal under its field (whitelist, same range twice)
  const range = `127.0.0.1-127.9.${stamp.length}.${Math.floor(Math.random() * 200) + 1}`;
  await api(page, 'post', '/api/whitelisted-ips/save', { ip: range, description: 'first' });
  await page.goto('/settings/whitelist');
  await page.getByRole('table').waitFor();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const modal = page.getByRole('dialog').filter({ has: page.locator('form') });
  await modal.getByLabel(/^IP or IP range/).fill(range);
  await modal.getByLabel(/^Description/).fill('again');
  await modal.getByRole('button', { name: 'Save' }).click();
  await page.waitForTimeout(1200);
  await shot(page, '03-server-refusal-en');
  await modal.getByRole('button', { name: 'Cancel' }).click();

  // Icecat features: two messages of one field
  await page.goto('/settings/icecat-features');
  await page.getByRole('table').waitFor();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await modal.getByRole('button', { name: 'Save' }).click();
  await page.waitForTimeout(1000);
  await shot(page, '04-icecat-form-en');
  await modal.getByRole('button', { name: 'Cancel' }).click();
  await modal.waitFor({ state: 'detached' });
  await lang(page, 'Eesti');
  await page.getByRole('button', { name: 'Lisa', exact: true }).click();
  await modal.getByRole('button', { name: 'Salvesta' }).click();
  await page.waitForTimeout(1000);
  await shot(page, '05-icecat-form-et');
  await modal.getByRole('button', { name: 'Loobu' }).click();
  await modal.waitFor({ state: 'detached' });
  await lang(page, 'English');

  }
  if (!process.env.ONLY_LONG) {
  // wait for the import to finish and the cron job to be scheduled
  const deadline = Date.now() + 100_000;
  let desk;
  for (;;) {
    desk = (await api(page, 'get', `/api/partner-job/desktop?filter[partnerId]=${partnerId}`)).body.data;
    const done = desk.done ?? [];
    const scheduled = done.some((j) => j.partnerTask.methodName === 'importCategories') || (desk.running ?? []).some((j) => j.partnerTask.methodName === 'importCategories') || (desk.pending ?? []).some((j) => j.partnerTask.methodName === 'importCategories') || (desk.error ?? []).some((j) => j.partnerTask.methodName === 'importCategories');
    if ((done.length >= 1 && scheduled) || Date.now() > deadline) break;
    await page.waitForTimeout(2000);
  }
  const all = [...(desk.running ?? []), ...(desk.pending ?? []), ...(desk.error ?? []), ...(desk.done ?? [])];
  console.log(all.map((j) => `${j.id} ${j.status} ${j.partnerTask.name}`).join('\n'));

  // 10: the partner desktop
  await page.goto(`/partners/desktop?partnerId=${partnerId}`);
  await page.getByRole('heading', { name: 'Partner desktop' }).waitFor();
  await page.waitForTimeout(1500);
  await shot(page, '06-partner-desktop-en');
  await page.getByRole('combobox', { name: 'Partner task' }).click();
  await page.waitForTimeout(500);
  await shot(page, '07-partner-desktop-tasks-en');
  await page.keyboard.press('Escape');
  await lang(page, 'Eesti');
  await shot(page, '08-partner-desktop-et');

  // job logs: the import (duration) and the scheduled one (date)
  const importJob = all.find((j) => j.partnerTask.methodName === 'importProducts');
  const cronJob = all.find((j) => j.partnerTask.methodName === 'importCategories');
  for (const [job, label] of [[importJob, 'import'], [cronJob, 'scheduled']]) {
    if (!job) { console.log('no job', label); continue; }
    for (const l of ['et', 'en']) {
      await page.goto(`/partners/desktop?partnerId=${partnerId}`);
      await page.getByRole('heading', { level: 2 }).first().waitFor();
      const want = l === 'et' ? 'Eesti' : 'English';
      if ((await page.evaluate(() => document.documentElement.lang)) !== l) await lang(page, want);
      await page.goto(`/partners/desktop?partnerId=${partnerId}&log=${job.id}`);
      await page.getByRole('dialog').locator('tbody tr').first().waitFor();
      await page.waitForTimeout(800);
      await shot(page, `09-log-${label}-${l}`);
    }
  }

  }
  // the long partner name header
  await page.goto(`/partners/${long.body.data.id}/products`);
  await page.getByRole('button', { name: /^(Send to PIM|Saada PIM-i)/ }).waitFor();
  if ((await page.evaluate(() => document.documentElement.lang)) !== 'en') await lang(page, 'English');
  await page.getByRole('button', { name: /^Send to PIM/ }).waitFor();
  await page.waitForTimeout(1200);
  await shot(page, '10-long-name-en');
  await lang(page, 'Eesti');
  await shot(page, '11-long-name-et');
  await lang(page, 'English');
  await browser.close();
})().catch((e) => { console.error(e); process.exit(1); });
