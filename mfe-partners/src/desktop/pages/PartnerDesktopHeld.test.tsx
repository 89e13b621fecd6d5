import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { useLocation } from 'react-router-dom';
import type { PartnerJobDesktop } from '@feedhub/contracts';
import { jobEventStream } from '@feedhub/api-client';
import { FakeEventSource, installFakeEventSource } from '@feedhub/api-client/testing';
import { fakeServer, type FakeAnswer, type FakeRequest } from '../../categories/testing';
import { partnersFixture } from '../../partners/fixtures';
import { desktopFixture, heldDesktopFixture, heldJobFixture } from '../fixtures';
import { PartnerDesktopPage } from './PartnerDesktopPage';

/**
 * The held import's review on the partner desktop (issue 22, the import guard), against a fake server
 * through the real API client: the "Needs review" row's Review opens the diff, Apply and Discard ask
 * first, then post; the server's message is the toast, a refusal the red one.
 */

/** Where the router is (the open diff lives in the URL). */
function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Answers of the desktop's reads; `extra` answers (or overrides) more. */
function start(
  extra: (r: FakeRequest) => FakeAnswer | undefined = () => undefined,
  desktop: () => PartnerJobDesktop = () => heldDesktopFixture,
) {
  const server = fakeServer((r) => {
    const own = extra(r);
    if (own) return own;
    if (r.path === '/api/partners/list')
      return { body: { data: { rows: partnersFixture, total: partnersFixture.length } } };
    if (r.path === '/api/partner-job/desktop') return { body: { data: desktop() } };
    if (r.method === 'GET' && r.path === '/api/partner-job/held/14')
      return { body: { data: heldJobFixture } };
    return undefined;
  });
  return server;
}
/** Renders the desktop at a path with its event stream up (no polling: a fetch comes from what the page does). */
function renderAt(server: ReturnType<typeof fakeServer>, path = '/partners/desktop') {
  server.renderAt(
    <>
      <PartnerDesktopPage />
      <Location />
    </>,
    { path, route: '/partners/desktop' },
  );
  act(() => (FakeEventSource.latest as FakeEventSource).ready());
}

const location = () => screen.getByTestId('location').textContent;
const row = (id: number) => document.querySelector(`tr[data-job="${id}"]`) as HTMLElement;
const diff = () => screen.getByRole('dialog', { name: 'Held import #14' });
const example = (code: string) => document.querySelector(`tr[data-code="${code}"]`) as HTMLElement;
/** A cell's text with every kind of space as a plain one (Intl writes no-break spaces). */
const text = (el: Element) => (el.textContent ?? '').replace(/\s/g, ' ');
const posts = (server: { requests: FakeRequest[] }) => server.requests.filter((r) => r.method === 'POST');
const desktopReads = (server: { requests: FakeRequest[] }) =>
  server.requests.filter((r) => r.path === '/api/partner-job/desktop').length;

/** Opens the diff from the held row's Review icon. */
async function openDiff() {
  await waitFor(() => expect(row(14)).toBeTruthy());
  fireEvent.click(within(row(14)).getByRole('button', { name: 'Review job 14' }));
  return within(await screen.findByRole('dialog', { name: 'Held import #14' }));
}

// Several tables and a modal of Mantine rows take a while in jsdom on a busy machine.
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => installFakeEventSource());
afterEach(async () => {
  jobEventStream.stop();
  await act(() => i18next.changeLanguage('en'));
});

test('nothing held: no "Needs review" group; held: the group with its row', async () => {
  let desktop = desktopFixture;
  const server = start(undefined, () => desktop);
  renderAt(server);
  await screen.findByRole('region', { name: 'Done' });
  expect(screen.queryByRole('region', { name: 'Needs review' })).toBeNull();
  desktop = heldDesktopFixture;
  await act(() => server.queryClient.invalidateQueries({ queryKey: ['partner-job'] }));
  const held = await screen.findByRole('region', { name: 'Needs review' });
  expect(within(held).getByRole('button', { name: 'Review job 14' })).toBeTruthy();
});

test('Review opens the diff (in the URL): who, when, why with the limits, the counts and the examples', async () => {
  const server = start();
  renderAt(server, '/partners/desktop?partnerId=5');
  const modal = await openDiff();
  expect(location()).toBe('/partners/desktop?partnerId=5&held=14');
  expect(server.requests.some((r) => r.path === '/api/partner-job/held/14')).toBe(true);
  // the partner, the task's method, when it was held
  const summary = within(modal.getByTestId('held-summary'));
  expect(summary.getByText('Demo supplier')).toBeTruthy();
  expect(summary.getByText('Import products')).toBeTruthy();
  expect(summary.getByText(/^\d\d\.\d\d\.2026 \d\d:\d\d$/)).toBeTruthy();
  // why: each limit passed, with the partner's limit and the base counts
  expect(modal.getByTestId('reason-stock').textContent).toBe(
    '62 of 80 in-stock products (78%) would drop to 0; the limit is 50%.',
  );
  expect(modal.getByTestId('reason-price').textContent).toBe(
    '28 of 120 priced products (23%) would change price ×5 or more; the limit is 20%.',
  );
  // the counts of every kind
  const counts = Object.fromEntries(
    ['toZero', 'priceUp', 'priceDown', 'new', 'gone'].map((kind) => [
      kind,
      text(modal.getByTestId(`count-${kind}`)),
    ]),
  );
  expect(counts).toEqual({
    toZero: 'Stock to 062',
    priceUp: 'Price up25',
    priceDown: 'Price down3',
    new: 'New products4',
    gone: 'Gone from the feed10',
  });
  // the examples: kind, code, name, field, before → after (money with two decimals, counts grouped)
  const cells = (code: string) => [...example(code).querySelectorAll('td')].map(text);
  expect(cells('LAP-100')).toEqual(['Stock to 0', 'LAP-100', 'Laptop 14"', 'Stock', '1,500 → 0']);
  expect(cells('MON-27')).toEqual(['Price up', 'MON-27', 'Monitor 27"', 'Price', '€1,299.50 → €129,950.00']);
  expect(cells('KB-1')).toEqual(['Price down', 'KB-1', 'Keyboard', 'Price', '€49.90 → €0.49']);
  expect(cells('NEW-1')).toEqual(['New products', 'NEW-1', 'Mouse', '—', '—']);
  expect(cells('OLD-9')).toEqual(['Gone from the feed', 'OLD-9', '', '—', '—']);
  // one kind at a time
  fireEvent.click(modal.getByRole('radio', { name: 'Price up' }));
  await waitFor(() => expect(example('LAP-100')).toBeNull());
  expect(example('MON-27')).toBeTruthy();
  // Close: the diff goes from the URL, nothing was sent
  fireEvent.click(modal.getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(location()).toBe('/partners/desktop?partnerId=5'));
  expect(posts(server)).toEqual([]);
});

test('a link with held= opens the diff at once; in Estonian numbers and money are written the Estonian way', async () => {
  await act(() => i18next.changeLanguage('et'));
  const server = start();
  renderAt(server, '/partners/desktop?held=14');
  const modal = within(await screen.findByRole('dialog', { name: 'Peatatud import #14' }));
  expect(text(await modal.findByText(/^Laos olevast/))).toBe(
    'Laos olevast 80 tootest langeks 62 toote (78%) laoseis nulli; piir on 50%.',
  );
  expect(text(modal.getByTestId('reason-price'))).toBe(
    'Hinnaga 120 tootest muutuks 28 toote (23%) hind ×5 või rohkem; piir on 20%.',
  );
  const cells = (code: string) => [...example(code).querySelectorAll('td')].map(text);
  expect(cells('LAP-100')).toEqual(['Laoseis nulli', 'LAP-100', 'Laptop 14"', 'Laoseis', '1 500 → 0']);
  expect(cells('MON-27')[4]).toBe('1 299,50 € → 129 950,00 €');
  expect(cells('KB-1')[4]).toBe('49,90 € → 0,49 €');
  expect(modal.getByRole('button', { name: 'Rakenda' })).toBeTruthy();
  expect(modal.getByRole('button', { name: 'Hülga' })).toBeTruthy();
});

test('Apply asks first (Cancel sends nothing), then posts, toasts the server’s message, refreshes the desktop and closes', async () => {
  const server = start((r) =>
    r.method === 'POST' && r.path === '/api/partner-job/apply/14'
      ? { body: { data: null, message: 'Run 14 will be merged' } }
      : undefined,
  );
  renderAt(server);
  const modal = await openDiff();
  fireEvent.click(modal.getByRole('button', { name: 'Apply' }));
  const ask = await screen.findByRole('dialog', { name: 'Apply the held import?' });
  expect(
    within(ask).getByText(/^This run of Demo supplier goes back to the queue and is merged as it was read/),
  ).toBeTruthy();
  fireEvent.click(within(ask).getByTestId('confirm-no'));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Apply the held import?' })).toBeNull());
  expect(posts(server)).toEqual([]);
  expect(diff()).toBeTruthy();

  const before = desktopReads(server);
  fireEvent.click(modal.getByRole('button', { name: 'Apply' }));
  fireEvent.click(
    within(await screen.findByRole('dialog', { name: 'Apply the held import?' })).getByTestId('confirm-yes'),
  );
  await waitFor(() => expect(server.feedback.success).toHaveBeenCalledWith('Run 14 will be merged'));
  expect(posts(server).map((r) => r.path)).toEqual(['/api/partner-job/apply/14']);
  await waitFor(() => expect(desktopReads(server)).toBeGreaterThan(before));
  await waitFor(() => expect(location()).toBe('/partners/desktop'));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Held import #14' })).toBeNull());
  expect(server.feedback.error).not.toHaveBeenCalled();
});

test('Discard asks first, then posts, toasts the server’s message and closes', async () => {
  const server = start((r) =>
    r.method === 'POST' && r.path === '/api/partner-job/discard/14'
      ? { body: { data: null, message: 'Run 14 is being discarded' } }
      : undefined,
  );
  renderAt(server);
  const modal = await openDiff();
  fireEvent.click(modal.getByRole('button', { name: 'Discard' }));
  const ask = within(await screen.findByRole('dialog', { name: 'Discard the held import?' }));
  expect(ask.getByText(/nothing of it is merged and the catalogue stays as it is/)).toBeTruthy();
  expect(posts(server)).toEqual([]);
  fireEvent.click(ask.getByRole('button', { name: 'Discard' }));
  await waitFor(() => expect(server.feedback.success).toHaveBeenCalledWith('Run 14 is being discarded'));
  expect(posts(server).map((r) => r.path)).toEqual(['/api/partner-job/discard/14']);
  await waitFor(() => expect(location()).toBe('/partners/desktop'));
});

test('a 409 (no longer held) is the red toast with the server’s message; the desktop is fetched again and the diff closes', async () => {
  const server = start((r) =>
    r.method === 'POST' && r.path === '/api/partner-job/apply/14'
      ? {
          status: 409,
          body: {
            key: 'job_not_held',
            message: 'Only a run waiting for review can be applied or discarded (job 14 is Done)',
          },
        }
      : undefined,
  );
  renderAt(server);
  const modal = await openDiff();
  const before = desktopReads(server);
  fireEvent.click(modal.getByRole('button', { name: 'Apply' }));
  fireEvent.click(
    within(await screen.findByRole('dialog', { name: 'Apply the held import?' })).getByTestId('confirm-yes'),
  );
  await waitFor(() =>
    expect(server.feedback.error).toHaveBeenCalledWith(
      'Only a run waiting for review can be applied or discarded (job 14 is Done)',
    ),
  );
  expect(server.feedback.success).not.toHaveBeenCalled();
  await waitFor(() => expect(desktopReads(server)).toBeGreaterThan(before));
  await waitFor(() => expect(location()).toBe('/partners/desktop'));
});

test('a diff that cannot be read: the alert with the server’s message and Retry, Apply and Discard wait', async () => {
  let fail = true;
  const server = start((r) =>
    r.method === 'GET' && r.path === '/api/partner-job/held/14' && fail
      ? { status: 500, body: { key: 'internal_error', message: 'The catalog did not answer' } }
      : undefined,
  );
  renderAt(server, '/partners/desktop?held=14');
  const modal = within(await screen.findByRole('dialog', { name: 'Held import #14' }));
  expect((await modal.findByTestId('error-panel')).textContent).toContain('The catalog did not answer');
  expect(server.feedback.error).toHaveBeenCalledWith('The catalog did not answer');
  expect((modal.getByRole('button', { name: 'Apply' }) as HTMLButtonElement).disabled).toBe(true);
  expect((modal.getByRole('button', { name: 'Discard' }) as HTMLButtonElement).disabled).toBe(true);
  fail = false;
  fireEvent.click(modal.getByRole('button', { name: 'Retry' }));
  expect(await modal.findByTestId('reason-stock')).toBeTruthy();
  expect((modal.getByRole('button', { name: 'Apply' }) as HTMLButtonElement).disabled).toBe(false);
});
