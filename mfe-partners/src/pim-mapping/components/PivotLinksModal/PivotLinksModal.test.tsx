import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PivotLink } from '@feedhub/contracts';
import { fakeServer, type FakeAnswer, type FakeRequest } from '../../../categories/testing';
import { PivotLinksModal } from './PivotLinksModal';

const CATEGORY = { code: 'laptops', name: 'Computers / Laptops' };
const autoLink: PivotLink = {
  node: 'el-4-8',
  path: 'Electronics › Computers › Laptops',
  source: 'auto',
  score: 0.92,
};
const manualLink: PivotLink = {
  node: 'el-4-9',
  path: 'Electronics › Computers › Netbooks',
  source: 'manual',
  score: null,
};

function catalog(
  links: PivotLink[],
  save: FakeAnswer = { body: { data: null, message: 'Pivot links saved' } },
) {
  return (r: FakeRequest): FakeAnswer | undefined => {
    if (r.path === '/api/pim-category-mappings/pivot-links' && r.method === 'GET')
      return { body: { data: { code: r.query.get('code'), links } } };
    if (r.path === '/api/pim-category-mappings/pivot-nodes')
      return {
        body: {
          data: [
            { node: 'el-4-8', path: 'Electronics › Computers › Laptops' },
            { node: 'el-4-10', path: 'Electronics › Computers › Tablets' },
          ],
        },
      };
    if (r.path === '/api/pim-category-mappings/pivot-links' && r.method === 'POST') return save;
    return undefined;
  };
}
const posts = (server: { requests: FakeRequest[] }) => server.requests.filter((r) => r.method === 'POST');

test('the links show auto or manual with their path; a search adds a node, a row removes one; Save sends the nodes', async () => {
  const server = fakeServer(catalog([autoLink, manualLink]));
  const onClose = jest.fn();
  server.renderAt(<PivotLinksModal category={CATEGORY} onClose={onClose} />);
  const dialog = await screen.findByRole('dialog', { name: 'Pivot links: Computers / Laptops' });
  const auto = (await within(dialog).findByText('Electronics › Computers › Laptops')).closest(
    'tr',
  ) as HTMLElement;
  expect(within(auto).getByText('Automatic · 92%')).toBeTruthy();
  const manual = within(dialog).getByText('Electronics › Computers › Netbooks').closest('tr') as HTMLElement;
  expect(within(manual).getByText('Set by hand')).toBeTruthy();
  expect((within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);

  fireEvent.click(within(manual).getByRole('button', { name: 'Remove Electronics › Computers › Netbooks' }));
  const search = within(dialog).getByRole('combobox', { name: 'Add a taxonomy node' });
  // typed by a person: the input has the focus (an unfocused write counts as autofill)
  act(() => search.focus());
  fireEvent.change(search, { target: { value: 'tabl' } });
  await waitFor(() =>
    expect(
      server.requests.some(
        (r) => r.path === '/api/pim-category-mappings/pivot-nodes' && r.query.get('q') === 'tabl',
      ),
    ).toBe(true),
  );
  // a node already linked is not offered again
  const listbox = await waitFor(() => {
    const found = document.getElementById(search.getAttribute('aria-controls') ?? '');
    if (!found) throw new Error('no listbox');
    return found;
  });
  const option = await within(listbox).findByRole('option', {
    name: 'Electronics › Computers › Tablets',
    hidden: true,
  });
  expect(
    within(listbox).queryByRole('option', { name: 'Electronics › Computers › Laptops', hidden: true }),
  ).toBeNull();
  fireEvent.click(option);
  const added = (await within(dialog).findByText('Electronics › Computers › Tablets')).closest(
    'tr',
  ) as HTMLElement;
  expect(within(added).getByText('Set by hand')).toBeTruthy();

  await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' })));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(posts(server)[0].body).toEqual({ code: 'laptops', nodes: ['el-4-8', 'el-4-10'] });
  expect(server.feedback.success).toHaveBeenCalledWith('Pivot links saved');
});

test('“Back to automatic” sends no nodes; it waits for a person’s link to drop', async () => {
  const server = fakeServer(catalog([autoLink, manualLink]));
  const onClose = jest.fn();
  server.renderAt(<PivotLinksModal category={CATEGORY} onClose={onClose} />);
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByText('Electronics › Computers › Laptops');
  await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Back to automatic' })));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(posts(server)[0].body).toEqual({ code: 'laptops', nodes: [] });
});

test('only automatic links: nothing to go back to; no links at all says what suggestions rest on', async () => {
  const server = fakeServer(catalog([]));
  server.renderAt(<PivotLinksModal category={CATEGORY} onClose={jest.fn()} />);
  const dialog = await screen.findByRole('dialog');
  expect(await within(dialog).findByText(/No pivot links/)).toBeTruthy();
  expect(
    (within(dialog).getByRole('button', { name: 'Back to automatic' }) as HTMLButtonElement).disabled,
  ).toBe(true);
});

test('a refused save shows the server’s message and keeps the modal', async () => {
  const server = fakeServer(
    catalog([autoLink], {
      status: 422,
      body: {
        key: 'validation_failed',
        message: 'The given data was invalid.',
        errors: { 'nodes.0': ['Selected nodes.0 is invalid'] },
      },
    }),
  );
  const onClose = jest.fn();
  server.renderAt(<PivotLinksModal category={CATEGORY} onClose={onClose} />);
  const dialog = await screen.findByRole('dialog');
  const row = (await within(dialog).findByText('Electronics › Computers › Laptops')).closest(
    'tr',
  ) as HTMLElement;
  fireEvent.click(within(row).getByRole('button', { name: /^Remove/ }));
  await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' })));
  expect((await within(dialog).findByRole('alert')).textContent).toBe('Selected nodes.0 is invalid');
  expect(onClose).not.toHaveBeenCalled();
});
