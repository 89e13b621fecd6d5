import type { Page } from 'playwright-core';
import { icecatAnswer, startFakeIcecat, type FakeIcecat } from '@feedhub/fake-icecat';
import { IcecatFeaturesScreen } from '../pages/IcecatFeaturesScreen';
import { ProductIcecatSection } from '../pages/ProductIcecatSection';
import { api } from '../support/api';
import { useBrowserPage } from '../support/browser';
import { importedDemoPartner } from '../support/imported-partner';
import { unique } from '../support/unique';

// Icecat in the browser (issue 23): the feature map edited under Settings (add with the PIM
// attribute autocomplete, seen in the list, deleted), and a product looked up on a fake Icecat on
// loopback (the e2e app allows 127.0.0.1) shown on its detail with the sheet and the disclaimer.

const fx = useBrowserPage({ loginAsAdmin: true });

/** Sets a global setting by its code (as the admin); returns the value it had. */
async function setSetting(page: Page, code: string, value: string): Promise<string | null> {
  const listed = await api(page, 'get', '/api/settings/list?perPage=500');
  const rows = listed.body.data.rows as { id: number; code: string; value: string | null; title: string }[];
  const row = rows.find((r) => r.code === code);
  if (!row) throw new Error(`no setting ${code}`);
  const saved = await api(page, 'post', '/api/settings/save', {
    id: row.id,
    code: row.code,
    value,
    title: row.title,
  });
  if (saved.status !== 200) throw new Error(JSON.stringify(saved.body));
  return row.value;
}

test('Icecat features: add a mapping with the PIM attribute autocomplete, see it in the list, delete it', async () => {
  const page = fx.page;
  const featureId = 1_000_000 + (Date.now() % 900_000_000);
  const screen = new IcecatFeaturesScreen(page);
  // reached from the Settings menu
  await page.goto('/');
  await page.getByRole('button', { name: 'Settings', exact: true }).hover();
  await page.getByRole('menuitem', { name: 'Icecat features' }).click();
  await page.waitForURL('**/settings/icecat-features');
  await screen.open();

  await screen.list.add();
  await screen.list.fill('Icecat feature id', String(featureId));
  await screen.list.fill('Name', 'Display diagonal');
  await screen.pickAttribute('screen', 'Screen size (screen_size)');
  // a metric attribute takes a unit factor, and has no options
  await screen.list.fill('Unit factor', '2.54');
  expect(await screen.list.modal.getByRole('table', { name: 'Option mappings' }).count()).toBe(0);
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/icecat/features/save'));
  await screen.list.save();
  expect((await sent).postDataJSON()).toEqual({
    featureId,
    featureName: 'Display diagonal',
    pimAttributeCode: 'screen_size',
    unitFactor: '2.54',
    options: [],
  });
  await screen.list.toast('Icecat feature mapping saved').waitFor();
  await screen.list.modal.waitFor({ state: 'detached' });

  // in the list (filtered by its id, as a link would)
  await screen.list.open(`?featureId=${featureId}`);
  const row = screen.row(featureId);
  await row.getByText('Display diagonal').waitFor();
  await row.getByText('(screen_size)').waitFor();
  await row.getByText('2.54').waitFor();

  await screen.list.askDelete(`feature ${featureId}`);
  await screen.list.confirmDialog.getByText('Are you sure you want delete?').waitFor();
  await screen.list.confirm();
  await screen.list.toast('Icecat feature mapping deleted').waitFor();
  await row.waitFor({ state: 'detached' });
  await page.getByText('Nothing to show').waitFor();
});

describe('a looked-up product', () => {
  let fake: FakeIcecat;
  const restore: [string, string | null][] = [];

  beforeAll(async () => {
    fake = await startFakeIcecat();
    fake.sheets.add(
      icecatAnswer({
        icecatId: 87654321,
        brand: 'Dell',
        productCode: 'DELL-P2425H',
        gtins: ['5397184801239'],
        title: 'Dell P Series P2425H 23.8" Full HD monitor',
        shortSummary: 'A <b>24-inch</b> IPS office monitor',
        longDesc: '<p>Comfortable viewing all day.</p><script>alert(1)</script>',
        image: 'https://images.icecat.example/img/p2425h.jpg',
        gallery: [
          'https://images.icecat.example/img/p2425h.jpg',
          'https://images.icecat.example/img/side.jpg',
        ],
        features: [
          { id: 944, name: 'Display diagonal', group: 'Display', value: '23.8', unit: '"' },
          { id: 5, name: 'Panel type', group: 'Display', value: 'IPS' },
        ],
      }),
    );
  });

  afterAll(async () => {
    await fake.close();
  });

  afterEach(async () => {
    // The Icecat settings go back to what they were (other tests never reach the fake).
    for (const [code, value] of restore.splice(0)) await setSetting(fx.page, code, value ?? '');
  });

  test('its detail shows the Icecat sheet and the disclaimer after Look up on Icecat', async () => {
    const page = fx.page;
    restore.push(['icecat_url', await setSetting(page, 'icecat_url', `${fake.url}/api`)]);
    restore.push(['icecat_username', await setSetting(page, 'icecat_username', 'feedhub')]);
    const partnerId = await importedDemoPartner(page, unique('Icecat partner'), [
      'importCategories',
      'importAttributes',
      'importProducts',
    ]);
    // the monitors' category uses Icecat; the monitor is on the export list
    const categories = await api(page, 'get', `/api/partner-categories/list?filter[partnerId]=${partnerId}`);
    const monitors = (categories.body.data.rows as { id: number; name: string }[]).find(
      (c) => c.name === 'Monitors',
    );
    if (!monitors) throw new Error('the demo feed has no Monitors category');
    const families = (await api(page, 'get', '/api/pim-category-mappings/selects')).body.data.families as {
      id: number;
      code: string;
    }[];
    const family = families.find((f) => f.code === 'monitors') ?? families[0];
    const saved = await api(page, 'post', '/api/partner-categories/save', {
      id: monitors.id,
      pimCategory: ['monitors'],
      family: family.id,
      vatEt: 22,
      useIcecat: true,
    });
    if (saved.status !== 200) throw new Error(JSON.stringify(saved.body));
    const products = (
      await api(page, 'get', `/api/partner-products/list?filter[partnerId]=${partnerId}&perPage=100`)
    ).body.data.rows as { id: number; sku: string }[];
    const monitor = products.find((p) => p.sku === 'DELL-P2425H');
    if (!monitor) throw new Error('the demo feed has no DELL-P2425H');
    expect((await api(page, 'post', '/api/partner-products/add-export', { ids: [monitor.id] })).status).toBe(
      200,
    );

    // not looked up yet: the section says so
    const section = new ProductIcecatSection(page);
    await section.open(partnerId, monitor.id);
    await section.root.getByText('The product has not been looked up on Icecat yet.').waitFor();

    // Look up on Icecat queues the partner's look-ups; the answer's message is the toast
    await section.root.getByRole('button', { name: 'Look up on Icecat' }).click();
    await page
      .locator('.mantine-Notification-root', { hasText: 'Icecat look-ups of the partner queued' })
      .waitFor();
    const deadline = Date.now() + 60_000;
    for (;;) {
      const detail = await api(page, 'get', `/api/partner-products/${monitor.id}`);
      if (detail.body.data.icecat) break;
      if (Date.now() > deadline) throw new Error('the product was not looked up within 60 s');
      await page.waitForTimeout(500);
    }

    await section.open(partnerId, monitor.id);
    expect(await section.status.textContent()).toBe('Found');
    await section.root.getByText('EAN', { exact: true }).last().waitFor();
    await section.root.getByRole('heading', { name: 'Dell P Series P2425H 23.8" Full HD monitor' }).waitFor();
    // Icecat's HTML as text: no markup, nothing run
    await section.root.getByText('A 24-inch IPS office monitor').waitFor();
    expect(await section.root.locator('script, b').count()).toBe(0);
    const specifications = section.specifications;
    await specifications.locator('tr[data-group="Display"]').waitFor();
    await specifications.getByText('Panel type').waitFor();
    await specifications.getByText('IPS', { exact: true }).waitFor();
    const pictures = section.root.getByRole('link', { name: /^Icecat picture \d/ });
    expect(await pictures.count()).toBe(2);
    expect(await pictures.first().getAttribute('href')).toBe('https://images.icecat.example/img/p2425h.jpg');
    expect(await section.disclaimer.textContent()).toContain('provided “as is”');
    // the fake was asked by the EAN
    expect(fake.requests.entries.some((e) => e.outcome === 'found')).toBe(true);
  });
});
