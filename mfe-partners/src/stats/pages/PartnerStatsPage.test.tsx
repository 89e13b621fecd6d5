import { screen, within } from '@testing-library/react';
import { partnerFixture } from '../../partners/fixtures';
import { fakeServer } from '../../categories/testing';
import { statsFixture } from '../fixtures';
import { PartnerStatsPage } from './PartnerStatsPage';

// jsdom lays nothing out: recharts says its container has no size.
beforeEach(() => {
  const warn = console.warn.bind(console);
  jest.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes('of chart should be greater than 0')) warn(...args);
  });
});
afterEach(() => jest.restoreAllMocks());

test('the stats page reads the partner’s imports and shows them newest first, with the chart over them', async () => {
  const server = fakeServer((r) => {
    if (r.path === '/api/partners/7') return { body: { data: { ...partnerFixture, id: 7 } } };
    if (r.path === '/api/partner-stats/list')
      return { body: { data: { rows: statsFixture, total: statsFixture.length } } };
    return undefined;
  });
  server.renderAt(<PartnerStatsPage />, { path: '/partners/7/stats', route: '/partners/:id/stats' });
  const table = await screen.findByRole('table', { name: 'Import stats' });
  await within(table).findByText('15,234');
  expect(within(table).getAllByRole('row').slice(1)).toHaveLength(3);
  expect(await screen.findByRole('heading', { name: 'Acme Supplies' })).toBeTruthy();
  expect(screen.getByRole('tab', { name: 'Stats' }).getAttribute('aria-selected')).toBe('true');
  expect(screen.getByTestId('stats-chart')).toBeTruthy();
  // the partner's rows, newest first; the chart asks for the latest imports
  const lists = server.requests.filter((r) => r.path === '/api/partner-stats/list');
  expect(lists.every((r) => r.query.get('filter[partnerId]') === '7')).toBe(true);
  expect(lists.map((r) => r.query.get('order[direction]'))).toEqual(['desc', 'desc']);
});
