import type { Browser, Page } from 'playwright-core';
import type { PermissionName } from '@feedhub/contracts';
import { LoginPage } from '../pages/LoginPage';
import { ScreenCalls } from '../pages/ScreenCalls';
import { api, createUser } from '../support/api';
import { ADMIN_PASSWORD, launch, newPage } from '../support/browser';
import { importedDemoPartner } from '../support/imported-partner';
import { unique } from '../support/unique';

/** The data the screens show: one imported partner and one of its products. */
interface Data {
  partnerId: number;
  productId: number;
}

/** A screen of SPEC §2 as a user holding only its permission reaches it. */
interface Screen {
  /** Route name (SPEC §6: also the permission it needs). */
  route: string;
  /** The permissions the test user holds: the route's, plus `partners` to reach a partner's pages. */
  permissions: PermissionName[];
  /** The address. */
  path(data: Data): string;
  /** API paths (prefixes) the screen must have called: proof that it loaded its data. */
  loads: string[];
  /** What the user then does on the screen (opening its modals), with the calls that must follow. */
  work?: { does(page: Page): Promise<void>; loads: string[] };
}

/** Opens the first row's edit modal of the screen's table and waits for the modal. */
const editFirstRow = (name: RegExp) => async (page: Page) => {
  await page.locator('tbody tr').first().getByRole('button', { name }).click();
  await page
    .getByRole('dialog')
    .filter({ has: page.locator('form') })
    .waitFor();
};

/** Opens the page's add modal (its primary button) and waits for the modal. */
const openAdd = (name: string | RegExp) => async (page: Page) => {
  await page.getByRole('main').getByRole('button', { name }).first().click();
  await page
    .getByRole('dialog')
    .filter({ has: page.locator('form') })
    .waitFor();
};

const partnerPage = (route: string, segment: string, loads: string[], work?: Screen['work']): Screen => ({
  route,
  permissions: ['partners', route as PermissionName],
  path: ({ partnerId }) => `/partners/${partnerId}/${segment}`,
  loads: ['/api/partners/', ...loads],
  work,
});

/** Every screen of SPEC §2 (the home page needs no permission; horizon is a plain link, not a screen). */
const SCREENS: Screen[] = [
  { route: 'partners', permissions: ['partners'], path: () => '/partners', loads: ['/api/partners/list'] },
  {
    route: 'partnerDesktop',
    permissions: ['partnerDesktop'],
    path: ({ partnerId }) => `/partners/desktop?partnerId=${partnerId}`,
    loads: ['/api/partner-job/desktop', '/api/partner-tasks/list'],
  },
  {
    route: 'partnerAdd',
    permissions: ['partners', 'partnerAdd'],
    path: () => '/partners/add',
    loads: ['/api/partner-tasks/default-list', '/api/partners/classes', '/api/partner-tasks/queues'],
  },
  partnerPage('partnerProducts', 'products', [
    '/api/partner-products/list',
    '/api/partner-products/export-data',
    '/api/partner-attributes/options',
    '/api/partner-categories/list',
  ]),
  {
    route: 'partnerProduct',
    // The detail's route name is no permission (SPEC §6: unlisted is open): the products' is needed.
    permissions: ['partners', 'partnerProducts'],
    path: ({ partnerId, productId }) => `/partners/${partnerId}/product/${productId}`,
    loads: ['/api/partner-products/', '/api/partner-price-rules/options'],
  },
  partnerPage('partnerCategories', 'categories', ['/api/partner-categories/list'], {
    does: editFirstRow(/^Edit /),
    loads: [
      '/api/pim-category-mappings/selects',
      '/api/pim-categories/list',
      '/api/partner-attributes/options',
    ],
  }),
  partnerPage('partnerZeroAmounts', 'zero-amounts', [
    '/api/partner-zero-amounts/list',
    '/api/partner-attributes/options',
    '/api/partner-categories/list',
  ]),
  partnerPage('partnerExportCategories', 'export-categories', []),
  partnerPage('partnerStats', 'stats', ['/api/partner-stats/list']),
  partnerPage('partnerPriceFormulas', 'price-formulas', ['/api/partner-price-rules/list'], {
    does: openAdd('Add formula'),
    loads: ['/api/price-rules/list', '/api/partner-price-rules/options', '/api/partner-price-rules/preview'],
  }),
  partnerPage('partnerEdit', 'edit', ['/api/partners/classes', '/api/partner-tasks/queues']),
  partnerPage('partnerAttributes', 'attributes', ['/api/partner-attributes/list'], {
    does: editFirstRow(/^Map attribute /),
    loads: ['/api/partner-attributes/types', '/api/pim-attributes/list'],
  }),
  { route: 'settings', permissions: ['settings'], path: () => '/settings', loads: ['/api/settings/list'] },
  {
    route: 'whitelist',
    permissions: ['whitelist'],
    path: () => '/settings/whitelist',
    loads: ['/api/whitelisted-ips/list'],
  },
  { route: 'settingsDesktop', permissions: ['settingsDesktop'], path: () => '/settings/desktop', loads: [] },
  {
    route: 'settingsRoles',
    permissions: ['settingsRoles'],
    path: () => '/settings/roles',
    loads: ['/api/roles/list', '/api/permissions/list'],
    work: { does: openAdd('Add'), loads: [] },
  },
  {
    route: 'settingsUsers',
    permissions: ['settingsUsers'],
    path: () => '/settings/users',
    loads: ['/api/users/list'],
    work: { does: openAdd('Add'), loads: ['/api/users/selects'] },
  },
  {
    route: 'pimCategoryMapping',
    permissions: ['pimCategoryMapping'],
    path: () => '/pim-category-mapping',
    loads: ['/api/pim-category-mappings/list', '/api/pim-category-mappings/selects'],
  },
  { route: 'exportDesktop', permissions: ['exportDesktop'], path: () => '/export', loads: [] },
  { route: 'exportTest', permissions: ['exportTest'], path: () => '/export/test', loads: [] },
  { route: 'tests', permissions: ['tests'], path: () => '/tests', loads: ['/api/test-reports'] },
];

let browser: Browser;
let data: Data;
/** The admin's page: makes the data and the users. */
let admin: Page;

beforeAll(async () => {
  browser = await launch();
  ({ page: admin } = await newPage(browser));
  await new LoginPage(admin).login('admin', ADMIN_PASSWORD);
  const partnerId = await importedDemoPartner(admin, unique('Permissions partner'), [
    'importCategories',
    'importAttributes',
    'importProducts',
  ]);
  const products = await api(admin, 'get', `/api/partner-products/list?filter[partnerId]=${partnerId}`);
  data = { partnerId, productId: (products.body.data.rows as { id: number }[])[0].id };
}, 120_000);

afterAll(() => browser.close());

test.each(SCREENS.map((s) => [s.route, s] as const))(
  '%s: a user holding only its permission sees the screen, and nothing it calls is refused',
  async (_route, screen) => {
    const name = await createUser(admin, unique(`only-${screen.route}`), screen.permissions);
    const { context, page } = await newPage(browser);
    try {
      await new LoginPage(page).login(name, 'password-123');
      const calls = new ScreenCalls(page);
      const path = screen.path(data);
      await page.goto(path);
      await calls.settle(page, screen.loads);
      const loads = [...screen.loads];
      if (screen.work && !calls.refused().length) {
        await screen.work.does(page);
        await calls.settle(page, screen.work.loads);
        loads.push(...screen.work.loads);
      }
      // the screen stayed (a 403 sends the user home with a toast) and asked for nothing it may not have
      expect(calls.refused()).toEqual([]);
      expect(new URL(page.url()).pathname).toBe(new URL(path, 'http://x').pathname);
      expect(await page.getByText('Permission denied').count()).toBe(0);
      expect(loads.filter((p) => !calls.made(p))).toEqual([]);
    } finally {
      await context.close();
    }
  },
);
