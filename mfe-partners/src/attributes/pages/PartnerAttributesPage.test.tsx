import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PartnerAttributeRow } from '@feedhub/contracts';
import { partnerFixture } from '../../partners/fixtures';
import { fakeServer, loginWith, type FakeAnswer, type FakeRequest } from '../../categories/testing';
import { attributeRowsFixture } from '../fixtures';
import { PartnerAttributesPage } from './PartnerAttributesPage';

const ROUTE = '/partners/:id/attributes';
const KNOWN = ['partnerAttributes'];

/** A second unmapped attribute with a confident suggestion. */
const farbe: PartnerAttributeRow = {
  ...attributeRowsFixture[1],
  id: 9,
  code: 'farbe',
  name: 'Farbe',
  suggestion: { code: 'color', name: 'Color', score: 0.95, confident: true, reason: 'Farbe ≈ Color' },
};
const rows = [...attributeRowsFixture, farbe];
const confidentRows = rows.filter((r) => r.pimAttributes.length === 0 && r.suggestion?.confident);
const confidentQuery = (r: FakeRequest) =>
  r.query.get('filter[suggested]') === '1' && r.query.get('filter[isMapped]') === '2';

function catalog(accept: FakeAnswer[]) {
  return (r: FakeRequest): FakeAnswer | undefined => {
    if (r.path === '/api/partners/3') return { body: { data: { ...partnerFixture, id: 3 } } };
    if (r.path === '/api/partner-attributes/list') {
      const shown = confidentQuery(r) ? confidentRows : rows;
      return { body: { data: { rows: shown, total: shown.length } } };
    }
    if (r.path === '/api/partner-attributes/types') return { body: { data: [] } };
    if (r.path === '/api/partners/mapping-progress') return { body: { data: [] } };
    if (r.path === '/api/partner-attributes/accept-suggestions') return accept.shift();
    return undefined;
  };
}
const accepts = (server: { requests: FakeRequest[] }) =>
  server.requests.filter((r) => r.path === '/api/partner-attributes/accept-suggestions');

beforeEach(() => loginWith(KNOWN, KNOWN));
afterEach(() => localStorage.clear());

test('one click accepts an attribute’s suggestion; a skipped one is no error of the call', async () => {
  const server = fakeServer(
    catalog([
      { body: { data: { mapped: 0, skipped: [{ id: 8, name: 'material', reason: 'not_confident' }] } } },
    ]),
  );
  server.renderAt(<PartnerAttributesPage />, { path: '/partners/3/attributes', route: ROUTE });
  await act(async () =>
    fireEvent.click(await screen.findByRole('button', { name: 'Accept the suggestion for material' })),
  );
  await waitFor(() => expect(accepts(server)).toHaveLength(1));
  expect(accepts(server)[0].body).toEqual({ partnerId: 3, ids: [8], expected: { '8': 'material' } });
});

test('Accept N confident: untick one, only the ticked attribute is sent with expected; the answer', async () => {
  const server = fakeServer(catalog([{ body: { data: { mapped: 1, skipped: [] } } }]));
  server.renderAt(<PartnerAttributesPage />, { path: '/partners/3/attributes', route: ROUTE });
  await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Accept 2 confident' })));
  const dialog = await screen.findByRole('dialog', { name: 'Review confident attribute suggestions' });
  await within(dialog).findByText('farbe (Farbe)');
  expect(within(dialog).getByText('Farbe ≈ Color')).toBeTruthy();
  fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Map material (Material)' }));
  await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Map 1 attribute' })));
  await waitFor(() => expect(accepts(server)).toHaveLength(1));
  expect(accepts(server)[0].body).toEqual({ partnerId: 3, ids: [9], expected: { '9': 'color' } });
  expect(await within(dialog).findByText('1 attribute mapped.')).toBeTruthy();
});
