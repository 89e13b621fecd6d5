import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ApiError, createQueryClient } from '@feedhub/api-client';
import { fakeApi, type FakeCall, type FakeRoutes } from '@feedhub/api-client/testing';
import { renderUi } from '@feedhub/ui/testing';
import { icecatFeaturesFixture, panelTypeOptionsFixture, pimAttributesFixture } from '../fixtures';
import { IcecatFeaturesPage } from './IcecatFeaturesPage';

configure({ asyncUtilTimeout: 5000 });

/** Shows the router's search, for asserting what the URL holds. */
function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}

/** The page with the shell's QueryClient (its toasts are spies here). */
function renderPage(path = '/settings/icecat-features') {
  const feedback = { success: jest.fn(), error: jest.fn() };
  renderUi(
    <QueryClientProvider client={createQueryClient(feedback)}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/settings/icecat-features"
            element={
              <>
                <IcecatFeaturesPage />
                <Search />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return feedback;
}

/** The API: the list, the PIM attribute search (code or label holds the text) and panel_type's options. */
const routes = (extra: FakeRoutes = {}): FakeRoutes => ({
  'get /api/icecat/features/list': { data: { rows: icecatFeaturesFixture, total: 2 } },
  'get /api/pim-attributes/list': (query: unknown) => {
    const name = ((query as { filter?: { name?: string } }).filter?.name ?? '').toLowerCase();
    // Without a text the first two only (the page of the first ones): the others need a search.
    const rows = name
      ? pimAttributesFixture.filter((a) => a.code.includes(name) || a.name.toLowerCase().includes(name))
      : pimAttributesFixture.slice(0, 2);
    return { data: { rows, total: rows.length } };
  },
  'get /api/pim-attributes/options': { data: panelTypeOptionsFixture },
  ...extra,
});
const callsTo = (api: { calls: FakeCall[] }, method: string, path: string) =>
  api.calls.filter((c) => c.method === method && c.path === path);
const row = (featureId: number) => document.querySelector(`tr[data-feature="${featureId}"]`) as HTMLElement;
const dialog = () => screen.getByRole('dialog');
const save = () => act(async () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' })));

/** Types into a select and picks one of the options offered (the dropdown stays hidden in jsdom). */
async function pick(input: HTMLElement, text: string, option: string) {
  input.focus();
  fireEvent.click(input);
  fireEvent.change(input, { target: { value: text } });
  // this select's own list (another row's may still be in the document)
  const listbox = await waitFor(() => {
    const id = input.getAttribute('aria-controls');
    const list = id ? document.getElementById(id) : null;
    if (!list) throw new Error('the list is not open');
    return list;
  });
  fireEvent.click(await within(listbox).findByRole('option', { name: option, hidden: true }));
}

test('the list: feature id, name, PIM attribute with its code, the factor in the user’s numbers, the options count; sort and filters go to the server and the URL', async () => {
  const api = fakeApi(routes());
  renderPage();
  await screen.findByRole('table', { name: 'Icecat features' });
  await waitFor(() => expect(row(94)).toBeTruthy());
  expect(row(94).textContent).toContain('Weight (weight)');
  expect(row(94).textContent).toContain('0.001');
  expect(row(1649).textContent).toContain('Colour (color)');
  expect(row(1649).textContent).toContain('2 options');
  expect(callsTo(api, 'get', '/api/icecat/features/list')[0].payload).toEqual({
    page: 1,
    perPage: 50,
    order: { field: 'featureId', direction: 'asc' },
  });

  fireEvent.click(screen.getByRole('button', { name: /^PIM attribute/ }));
  await waitFor(() =>
    expect(callsTo(api, 'get', '/api/icecat/features/list').at(-1)?.payload).toMatchObject({
      order: { field: 'pimAttributeCode', direction: 'asc' },
    }),
  );
  const filters = screen.getByRole('search', { name: 'Filter Icecat features' });
  fireEvent.change(within(filters).getByLabelText('Icecat feature id'), { target: { value: '94' } });
  fireEvent.change(within(filters).getByLabelText('PIM attribute code'), { target: { value: 'weight' } });
  fireEvent.click(within(filters).getByRole('button', { name: 'Search' }));
  await waitFor(() =>
    expect(callsTo(api, 'get', '/api/icecat/features/list').at(-1)?.payload).toMatchObject({
      filter: { featureId: '94', pimAttributeCode: 'weight' },
    }),
  );
  expect(screen.getByTestId('search').textContent).toContain('featureId=94');
  expect(screen.getByTestId('search').textContent).toContain('pimAttributeCode=weight');
});

test('an empty list says so; a failed load offers Retry', async () => {
  let fail = true;
  fakeApi(
    routes({
      'get /api/icecat/features/list': () => {
        if (fail) throw new ApiError(500, 'server_error', 'Server error');
        return { data: { rows: [], total: 0 } };
      },
    }),
  );
  renderPage();
  const retry = await screen.findByRole('button', { name: 'Retry' });
  fail = false;
  fireEvent.click(retry);
  expect(await screen.findByText('Nothing to show')).toBeTruthy();
});

test('add: the autocomplete finds PIM attributes by label; a select attribute gets the option table (its server messages under the rows), a number gets the factor; saved, the modal closes', async () => {
  let attempts = 0;
  const api = fakeApi(
    routes({
      'post /api/icecat/features/save': () => {
        attempts += 1;
        if (attempts === 1)
          throw new ApiError(422, 'validation_failed', 'The given data was invalid', {
            featureId: ['An Icecat feature id is mapped once: 1649 already is'],
            'options.1.option': ['Selected PIM option is invalid'],
          });
        return { data: { id: 3 }, message: 'Icecat feature mapping saved' };
      },
    }),
  );
  const feedback = renderPage('/settings/icecat-features?dialog=add');
  await screen.findByText('Add Icecat feature mapping');
  fireEvent.change(within(dialog()).getByLabelText(/^Icecat feature id/), { target: { value: '3808' } });
  fireEvent.change(within(dialog()).getByLabelText(/^Name/), { target: { value: 'Display technology' } });
  // the unit factor and the options wait for an attribute
  expect(within(dialog()).queryByLabelText(/^Unit factor/)).toBeNull();
  expect(within(dialog()).queryByRole('table', { name: 'Option mappings' })).toBeNull();

  const attribute = within(dialog()).getByRole('combobox', { name: /^PIM attribute/ });
  await pick(attribute, 'panel', 'Panel type (panel_type)');
  await waitFor(() =>
    expect(
      callsTo(api, 'get', '/api/pim-attributes/list').some(
        (c) => (c.payload as { filter?: { name?: string } }).filter?.name === 'panel',
      ),
    ).toBe(true),
  );
  const options = await within(dialog()).findByRole('table', { name: 'Option mappings' });
  expect(within(dialog()).queryByLabelText(/^Unit factor/)).toBeNull();
  expect(within(options).getByText('No values mapped yet')).toBeTruthy();
  for (const [n, value, option] of [
    [1, 'IPS', 'IPS (ips)'],
    [2, 'OLED', 'OLED (oled)'],
  ] as const) {
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Add a value' }));
    fireEvent.change(await within(dialog()).findByLabelText(`Icecat value of row ${n}`), {
      target: { value },
    });
    await pick(within(dialog()).getByRole('combobox', { name: `PIM option for row ${n}` }), '', option);
  }
  expect(callsTo(api, 'get', '/api/pim-attributes/options')[0].payload).toEqual({ code: 'panel_type' });

  await save();
  expect(
    await within(dialog()).findByText('An Icecat feature id is mapped once: 1649 already is'),
  ).toBeTruthy();
  const second = within(dialog()).getByLabelText('Icecat value of row 2').closest('tr') as HTMLElement;
  expect(within(second).getByText('Selected PIM option is invalid')).toBeTruthy();
  expect(callsTo(api, 'post', '/api/icecat/features/save')[0].payload).toEqual({
    featureId: 3808,
    featureName: 'Display technology',
    pimAttributeCode: 'panel_type',
    unitFactor: null,
    options: [
      { value: 'IPS', option: 'ips' },
      { value: 'OLED', option: 'oled' },
    ],
  });
  // a field's message goes as soon as it changes
  fireEvent.change(within(dialog()).getByLabelText(/^Icecat feature id/), { target: { value: '3809' } });
  await waitFor(() =>
    expect(within(dialog()).queryByText('An Icecat feature id is mapped once: 1649 already is')).toBeNull(),
  );

  // another attribute, a number: the factor shows, the options go
  await pick(attribute, 'refresh', 'Refresh rate (Hz) (refresh_rate)');
  fireEvent.change(await within(dialog()).findByLabelText(/^Unit factor/), { target: { value: '0.5' } });
  expect(within(dialog()).queryByRole('table', { name: 'Option mappings' })).toBeNull();
  await save();
  await waitFor(() => expect(feedback.success).toHaveBeenCalledWith('Icecat feature mapping saved'));
  expect(callsTo(api, 'post', '/api/icecat/features/save')[1].payload).toEqual({
    featureId: 3809,
    featureName: 'Display technology',
    pimAttributeCode: 'refresh_rate',
    unitFactor: '0.5',
    options: [],
  });
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(screen.getByTestId('search').textContent).toBe('');
});

test('edit opens with the mapping (attribute, options); a client check stops a bad factor; delete asks first', async () => {
  const api = fakeApi(
    routes({
      'post /api/icecat/features/save': { data: { id: 1 }, message: 'Icecat feature mapping saved' },
      'delete /api/icecat/features/delete/2': { message: 'Icecat feature mapping deleted' },
    }),
  );
  const feedback = renderPage();
  await waitFor(() => expect(row(1649)).toBeTruthy());
  fireEvent.click(within(row(1649)).getByRole('button', { name: 'Edit feature 1649' }));
  await screen.findByText('Edit Icecat feature mapping');
  expect(screen.getByTestId('search').textContent).toBe('?dialog=edit&id=2');
  expect((within(dialog()).getByRole('combobox', { name: /^PIM attribute/ }) as HTMLInputElement).value).toBe(
    'Colour (color)',
  );
  expect((within(dialog()).getByLabelText('Icecat value of row 2') as HTMLInputElement).value).toBe('Black');
  fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

  fireEvent.click(within(row(94)).getByRole('button', { name: 'Edit feature 94' }));
  const factor = await within(dialog()).findByLabelText(/^Unit factor/);
  expect((factor as HTMLInputElement).value).toBe('0.001');
  fireEvent.change(factor, { target: { value: 'a lot' } });
  await save();
  expect(
    await within(dialog()).findByText(/unit factor/i, { selector: '.mantine-InputWrapper-error' }),
  ).toBeTruthy();
  expect(callsTo(api, 'post', '/api/icecat/features/save')).toHaveLength(0);
  fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

  fireEvent.click(within(row(1649)).getByRole('button', { name: 'Delete feature 1649' }));
  expect(await screen.findByText('Are you sure you want delete?')).toBeTruthy();
  await act(async () => fireEvent.click(screen.getByTestId('confirm-yes')));
  await waitFor(() => expect(feedback.success).toHaveBeenCalledWith('Icecat feature mapping deleted'));
  expect(callsTo(api, 'delete', '/api/icecat/features/delete/2')).toHaveLength(1);
});
