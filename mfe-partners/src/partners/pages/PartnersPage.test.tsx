import { screen } from '@testing-library/react';
import { fakeServer, loginWith, type FakeAnswer, type FakeRequest } from '../../categories/testing';
import { PARTNER_TABS } from '../components/PartnerTabs/PartnerTabs';
import { partnersFixture } from '../fixtures';
import { PartnersPage } from './PartnersPage';

const KNOWN = ['partners', 'partnerAdd', ...PARTNER_TABS.map((tab) => tab.route)];

/** The catalog's answers to the partners list. */
const catalog = (r: FakeRequest): FakeAnswer | undefined => {
  if (r.path === '/api/partners/list')
    return { body: { data: { rows: partnersFixture, total: partnersFixture.length } } };
  if (r.path === '/api/partners/classes') return { body: { data: [] } };
  if (r.path === '/api/partners/mapping-progress') return { body: { data: [] } };
  return undefined;
};

afterEach(() => localStorage.clear());

test('a partner’s name opens its products, as the name search and the home desktop do', async () => {
  loginWith(['partners', 'partnerProducts', 'partnerEdit'], KNOWN);
  fakeServer(catalog).renderAt(<PartnersPage />, { path: '/partners', route: '/partners' });
  const link = await screen.findByRole('link', { name: 'Acme Supplies' });
  expect(link.getAttribute('href')).toBe('/partners/1/products');
});

test('without the products permission the name opens the first partner page the user may open', async () => {
  loginWith(['partners', 'partnerStats', 'partnerEdit'], KNOWN);
  fakeServer(catalog).renderAt(<PartnersPage />, { path: '/partners', route: '/partners' });
  const link = await screen.findByRole('link', { name: 'Baltic Parts' });
  expect(link.getAttribute('href')).toBe('/partners/2/stats');
});

test('with no partner page to open the name is plain text', async () => {
  loginWith(['partners'], KNOWN);
  fakeServer(catalog).renderAt(<PartnersPage />, { path: '/partners', route: '/partners' });
  expect(await screen.findByText('Acme Supplies')).toBeTruthy();
  expect(screen.queryByRole('link', { name: 'Acme Supplies' })).toBeNull();
});
