import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@feedhub/api-client';
import {
  attributeFixture,
  colorOptionsFixture,
  pimAttributesFixture,
  suggestionsFixture,
  weightSuggestionFixture,
} from '../fixtures';
import { fakeApi, type FakeRoutes } from '@feedhub/api-client/testing';
import { loginWith, renderWithQueries } from '@feedhub/ui/testing';
import { AttributeMappingModal } from './AttributeMappingModal';

const TYPES = [
  { value: 'select', label: 'Select' },
  { value: 'multi_select', label: 'Multi-select' },
  { value: 'text', label: 'Text' },
];
const LISTED = ['partnerAttributes', 'partnerAttributeTypeChange'];

/** The answers the modal loads with, and a save that answers with the server's message. */
const routes = (over: FakeRoutes = {}): FakeRoutes => ({
  'get /api/partner-attributes/7': { data: attributeFixture },
  'get /api/partner-attributes/types': { data: TYPES },
  'get /api/partner-attributes/suggestions': { data: suggestionsFixture },
  'get /api/pim-attributes/list': { data: { rows: pimAttributesFixture, total: 2 } },
  'get /api/pim-attributes/options': { data: colorOptionsFixture },
  'post /api/partner-attributes/save': { data: null, message: 'Attribute mapping saved' },
  ...over,
});

const open = async (props: { onClose?: () => void; onSaved?: () => void } = {}) => {
  const onClose = props.onClose ?? jest.fn();
  const onSaved = props.onSaved ?? jest.fn();
  renderWithQueries(
    <AttributeMappingModal attributeId={7} partnerId={3} onClose={onClose} onSaved={onSaved} />,
  );
  await screen.findByText('Map attribute: Colour');
  return { onClose, onSaved };
};
/**
 * Opens a select and picks an option of its own listbox. Inside a modal the dropdowns count as
 * detached in jsdom (no layout) and are not displayed: options are found with `hidden: true`.
 */
const pick = async (combobox: HTMLElement, option: string) => {
  fireEvent.click(combobox);
  const listbox = await waitFor(() => {
    const found = document.getElementById(combobox.getAttribute('aria-controls') ?? '');
    if (!found) throw new Error('no listbox');
    return found;
  });
  fireEvent.click(within(listbox).getByRole('option', { name: option, hidden: true }));
};
const saveBody = (calls: { method: string; path: string; payload: unknown }[]) =>
  calls.find((c) => c.method === 'post' && c.path === '/api/partner-attributes/save')?.payload;

afterEach(() => localStorage.clear());

test('without partnerAttributeTypeChange the type select is disabled and the save sends no type', async () => {
  loginWith(['partnerAttributes'], LISTED);
  const api = fakeApi(routes());
  const { onClose, onSaved } = await open();
  // code and name read-only; the type locked with the reason
  expect((screen.getByLabelText('Code') as HTMLInputElement).readOnly).toBe(true);
  expect((screen.getByLabelText('Name') as HTMLInputElement).readOnly).toBe(true);
  expect((screen.getByRole('combobox', { name: 'Type' }) as HTMLInputElement).disabled).toBe(true);
  expect(screen.getByText(/Changing the type needs the permission/)).toBeTruthy();

  // an option mapped on the options tab, to a PIM option of the mapped select attribute
  fireEvent.click(screen.getByRole('tab', { name: /Options/ }));
  await waitFor(() => expect(api.calls.some((c) => c.path === '/api/pim-attributes/options')).toBe(true));
  await pick(screen.getByRole('combobox', { name: 'PIM option for Navy' }), 'Blue');

  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  const body = saveBody(api.calls);
  expect(body).toEqual({
    id: 7,
    partnerId: 3,
    weight: 1,
    pimAttributeCodes: ['color'],
    optionMappings: { '0': 'red', '1': 'blue', '2': null },
  });
  expect(body).not.toHaveProperty('type');
  expect(onSaved).toHaveBeenCalled();
});

test('with partnerAttributeTypeChange the type can be changed and is sent; a suggestion’s Use adds its PIM attribute', async () => {
  loginWith(['partnerAttributes', 'partnerAttributeTypeChange'], LISTED);
  const api = fakeApi(routes());
  await open();
  const type = screen.getByRole('combobox', { name: 'Type' }) as HTMLInputElement;
  expect(type.disabled).toBe(false);
  await pick(type, 'Multi-select');

  // "Color" is mapped already: it says so; Material can be used
  const list = screen.getByTestId('attribute-suggestions');
  const color = list.querySelector('[data-suggestion="color"]') as HTMLElement;
  expect(within(color).getByRole('button', { name: 'In use' })).toBeTruthy();
  const material = list.querySelector('[data-suggestion="material"]') as HTMLElement;
  expect(within(material).getByLabelText(/^60%, Uncertain suggestion/)).toBeTruthy();
  expect(within(material).getByText('Colour ≈ Material')).toBeTruthy();
  fireEvent.click(within(material).getByRole('button', { name: 'Use Material' }));
  await waitFor(() => expect(within(material).getByRole('button', { name: 'In use' })).toBeTruthy());

  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
  await waitFor(() => expect(saveBody(api.calls)).toBeTruthy());
  expect(saveBody(api.calls)).toMatchObject({
    type: 'multi_select',
    pimAttributeCodes: ['color', 'material'],
  });
});

test('the suggested option mappings apply to the unmapped option rows; a person’s mapping stays', async () => {
  loginWith(['partnerAttributes'], LISTED);
  const api = fakeApi(routes());
  await open();
  const color = screen
    .getByTestId('attribute-suggestions')
    .querySelector('[data-suggestion="color"]') as HTMLElement;
  expect(within(color).getByLabelText('100%, Confident suggestion')).toBeTruthy();
  expect(within(color).getByText('Other partners')).toBeTruthy();
  expect(within(color).getByText('2 option values suggested')).toBeTruthy();
  fireEvent.click(within(color).getByRole('button', { name: 'Apply 2 option mappings' }));
  expect(await screen.findByTestId('options-applied')).toBeTruthy();
  // every suggested mapping is in: nothing left to apply
  expect(within(color).queryByRole('button', { name: /^Apply/ })).toBeNull();

  fireEvent.click(screen.getByRole('tab', { name: /Options/ }));
  await waitFor(() =>
    expect((screen.getByRole('combobox', { name: 'PIM option for Lime' }) as HTMLInputElement).value).toBe(
      'Green',
    ),
  );
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
  await waitFor(() => expect(saveBody(api.calls)).toBeTruthy());
  expect(saveBody(api.calls)).toMatchObject({
    pimAttributeCodes: ['color'],
    optionMappings: { '0': 'red', '1': 'blue', '2': 'green' },
  });
});

test('a metric suggestion shows its unit conversion; the history tells an accepted suggestion', async () => {
  loginWith(['partnerAttributes'], LISTED);
  fakeApi(
    routes({
      'get /api/partner-attributes/suggestions': { data: [weightSuggestionFixture] },
      'get /api/partner-attributes/7': {
        data: {
          ...attributeFixture,
          history: [
            { id: 2, changedAt: '2026-03-03T10:15:00Z', username: 'anna', source: 'suggestion', changes: [] },
            ...attributeFixture.history,
          ],
        },
      },
    }),
  );
  await open();
  expect(screen.getByTestId('unit-conversion').textContent).toBe('Unit: g → kg (× 0.001)');
  fireEvent.click(screen.getByRole('button', { name: /History/ }));
  const history = await screen.findByTestId('mapping-history');
  expect([...history.querySelectorAll('[data-source]')].map((el) => el.textContent)).toEqual([
    'Suggestion accepted',
    'Saved by hand',
  ]);
});

test('the server’s messages show under their fields, option messages on the options tab; the modal stays open', async () => {
  loginWith(['partnerAttributes'], LISTED);
  fakeApi(
    routes({
      'post /api/partner-attributes/save': () => {
        throw new ApiError(422, 'validation_failed', 'The given data was invalid', {
          weight: ['weight may not be greater than 1000'],
          'optionMappings.2': ['Selected PIM option is invalid'],
        });
      },
    }),
  );
  const { onClose } = await open();
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
  expect(await screen.findByText('weight may not be greater than 1000')).toBeTruthy();
  fireEvent.click(screen.getByRole('tab', { name: /Options/ }));
  expect(await screen.findByText('Selected PIM option is invalid')).toBeTruthy();
  expect(onClose).not.toHaveBeenCalled();
  // the history section lists who changed what
  fireEvent.click(screen.getByRole('button', { name: /History/ }));
  expect(await screen.findByText(/anna/)).toBeTruthy();
  expect(screen.getByText(/2 → 1/)).toBeTruthy();
});

test('a failed load closes the modal (SPEC §8)', async () => {
  loginWith(['partnerAttributes'], LISTED);
  fakeApi(
    routes({
      'get /api/partner-attributes/7': () => {
        throw new ApiError(404, 'partner_attribute_not_found', 'Partner attribute not found');
      },
    }),
  );
  const onClose = jest.fn();
  renderWithQueries(<AttributeMappingModal attributeId={7} partnerId={3} onClose={onClose} />);
  await waitFor(() => expect(onClose).toHaveBeenCalled());
});
