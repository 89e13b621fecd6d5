import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ListScreen } from '../pages/ListScreen';
import { PartnerFormPage } from '../pages/PartnerFormPage';
import { useBrowserPage } from '../support/browser';
import { unique } from '../support/unique';

const fx = useBrowserPage({ loginAsAdmin: true });

/** The shipped demo XML feed's params, read from the bundled file (`demo:` URLs open it). */
const demoParams = (): string => {
  const params = JSON.parse(
    readFileSync(join(__dirname, '../../libs/feeds/fixtures/demo-xml.params.json'), 'utf8'),
  ) as Record<string, unknown>;
  return JSON.stringify({ ...params, url: 'demo:demo-xml.xml' }, null, 2);
};

test('Partners: add a partner with a feed — preview first, save, edit page with its tabs, then in the list', async () => {
  const form = new PartnerFormPage(fx.page);
  await form.openAdd();
  // a new partner starts with the default tasks, name/method/queue locked
  expect(await form.taskField('Name', 1).inputValue()).toBe('importCategories');
  expect(await form.taskField('Name', 1).getAttribute('readonly')).not.toBeNull();
  const name = unique('Demo feed partner');
  await form.field('Name').fill(name);
  await form.pickClass('XML');
  await fx.page.getByTestId('class-params-help').getByText('itemPath', { exact: true }).waitFor();
  await form.setParams(demoParams());

  const preview = await form.preview();
  await preview.getByText('Lenovo ThinkPad T14 Gen 5 & dock').waitFor();
  expect(await preview.locator('tbody tr').count()).toBeGreaterThan(0);
  expect(await fx.page.locator('[data-stat="Records"]').textContent()).toMatch(/^[1-9]/);
  // nothing saved by the preview
  expect(fx.page.url()).toMatch(/\/partners\/add$/);

  const saved = fx.page.waitForRequest((r) => r.url().endsWith('/api/partners/save'));
  await form.save();
  expect((await saved).postDataJSON()).toMatchObject({
    name,
    className: 'xml',
    params: { url: 'demo:demo-xml.xml', itemPath: 'products/product' },
  });
  await form.toast('Partner saved').waitFor();
  await fx.page.waitForURL(/\/partners\/\d+\/edit$/);
  await fx.page.getByRole('heading', { name }).waitFor();
  await fx.page.getByRole('tab', { name: 'Edit', selected: true }).waitFor();
  expect(await form.field('Name').inputValue()).toBe(name);

  const list = new ListScreen(fx.page, '/partners');
  await list.open(`?sort=id&dir=desc`);
  await list.row(name).getByText('XML', { exact: false }).waitFor();
  await list.row(name).getByText('Active').waitFor();
});

test('Partners: a bad cron shows its message under that task’s cron field, gone when it changes', async () => {
  const form = new PartnerFormPage(fx.page);
  await form.openAdd();
  await form.field('Name').fill(unique('Cron partner'));
  await form.pickClass('XML');
  await form.setParams(demoParams());
  await form.taskField('Schedule (cron)', 2).fill('60 * * * *');
  await form.save();
  await form.toast('The given data was invalid').waitFor();
  expect(await form.messageUnder(form.taskField('Schedule (cron)', 2))).toMatch(/must be valid CRON string$/);
  // the other rows keep no message
  expect(await form.taskField('Schedule (cron)', 1).getAttribute('aria-invalid')).not.toBe('true');
  await form.taskField('Schedule (cron)', 2).fill('10 7 * * *');
  await fx.page.getByText(/must be valid CRON string$/).waitFor({ state: 'detached' });
  expect(fx.page.url()).toMatch(/\/partners\/add$/);
});

test('Partners: params text that does not parse shows the message on blur, keeps the text and is not sent', async () => {
  const form = new PartnerFormPage(fx.page);
  await form.openAdd();
  await form.field('Name').fill(unique('Json partner'));
  await form.pickClass('XML');
  const broken = '{ "url": "demo:demo-xml.xml", ';
  await form.setParams(broken);
  await form.params.blur();
  expect(await form.messageUnder(form.params)).toBe('Invalid JSON format');
  expect(await form.params.inputValue()).toBe(broken);

  let sent = false;
  fx.page.on('request', (r) => {
    if (r.url().endsWith('/api/partners/save') || r.url().endsWith('/api/partners/preview')) sent = true;
  });
  await form.save();
  await fx.page.getByRole('button', { name: 'Preview feed' }).click();
  await fx.page.waitForTimeout(500);
  expect(sent).toBe(false);
  expect(await form.messageUnder(form.params)).toBe('Invalid JSON format');
  expect(await form.params.inputValue()).toBe(broken);
});
