import { useState } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@feedhub/api-client';
import { fakeApi, type FakeRoutes } from '@feedhub/api-client/testing';
import { renderWithQueries } from '@feedhub/ui/testing';
import { fieldOptionsFixture, previewFixture, priceRulesFixture, ruleOptionsFixture } from '../fixtures';
import { PriceFormulaModal } from './PriceFormulaModal';

/** The catalog's answers the modal reads; `extra` adds or replaces some. */
const routes = (extra: FakeRoutes = {}): FakeRoutes => ({
  'get /api/price-rules/list': { data: { rows: ruleOptionsFixture, total: ruleOptionsFixture.length } },
  'get /api/partner-price-rules/41': { data: priceRulesFixture[0] },
  'get /api/partner-price-rules/preview-products': { data: previewFixture },
  'post /api/partner-price-rules/save': { data: { id: 41 }, message: 'Price formula saved' },
  ...extra,
});

/** The modal with an Open button, as the page holds it (closing unmounts it). */
function Harness({ ruleId, onLoadFailed = jest.fn() }: { ruleId?: number; onLoadFailed?: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <PriceFormulaModal
        dialog={open ? (ruleId ? 'edit' : 'add') : null}
        ruleId={ruleId}
        partnerId={3}
        fields={fieldOptionsFixture}
        onClose={() => setOpen(false)}
        onLoadFailed={onLoadFailed}
      />
    </>
  );
}

/** The listbox of a select (or multi-select) after opening it. */
async function openListbox(input: HTMLElement): Promise<HTMLElement> {
  const listbox = () => {
    const found = document.getElementById(input.getAttribute('aria-controls') ?? '');
    if (!found) throw new Error('no listbox');
    return found;
  };
  fireEvent.click(input);
  try {
    return await waitFor(listbox, { timeout: 300 });
  } catch {
    // A select just chosen from still counts its dropdown as open: the first click closed it.
    fireEvent.click(input);
    return waitFor(listbox);
  }
}
/** Opens a select and picks one of its options. */
async function pick(input: HTMLElement, option: string) {
  const listbox = await openListbox(input);
  fireEvent.click(within(listbox).getByRole('option', { name: option, hidden: true }));
}
const ruleSelect = (n: number) => screen.getByRole('combobox', { name: `Rule ${n}` });
const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
/** The modal once its form is up (after the catalogue and the formula loaded). */
const dialog = () => screen.findByRole('button', { name: 'Save' });

test('add: defaults, one empty rule, and an input box only for a rule that takes one', async () => {
  fakeApi(routes());
  renderWithQueries(<Harness />);
  await dialog();
  expect(screen.getByRole('heading', { name: 'Add price formula' })).toBeTruthy();
  expect((screen.getByLabelText(/Sort order/) as HTMLInputElement).value).toBe('1');
  expect((screen.getByLabelText('Use transport changes') as HTMLInputElement).checked).toBe(false);
  // the first row is there, with no rule and so no input yet
  expect(screen.getAllByRole('row').filter((r) => r.hasAttribute('data-rule-row'))).toHaveLength(1);
  expect(screen.queryByRole('textbox', { name: /, rule 1$/ })).toBeNull();

  await pick(ruleSelect(1), 'Add percent');
  expect(screen.getByRole('textbox', { name: 'Percent, rule 1' })).toBeTruthy();
  expect(screen.getByTestId('input-label').textContent).toBe('Percent');

  await pick(ruleSelect(1), 'Category margin by brand and price range');
  expect(screen.queryByRole('textbox', { name: /, rule 1$/ })).toBeNull();
  expect(screen.getByText('No input')).toBeTruthy();

  fireEvent.click(screen.getByRole('button', { name: 'Add rule' }));
  await pick(ruleSelect(2), 'Round up to an ending');
  expect(screen.getByRole('textbox', { name: 'Ending (e.g. .99), rule 2' })).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Delete rule 1' }));
  // the ending rule moved up to row 1 with its input box
  expect(screen.getByRole('textbox', { name: 'Ending (e.g. .99), rule 1' })).toBeTruthy();
  expect(screen.queryByRole('combobox', { name: 'Rule 2' })).toBeNull();
});

test('the rule select groups formulas and rounding; the help icon tells what the chosen rule does', async () => {
  fakeApi(routes());
  renderWithQueries(<Harness />);
  await dialog();
  const listbox = await openListbox(ruleSelect(1));
  const formulas = within(listbox).getByText('Formulas').parentElement as HTMLElement;
  const rounding = within(listbox).getByText('Rounding').parentElement as HTMLElement;
  expect(within(formulas).getByRole('option', { name: 'Multiply', hidden: true })).toBeTruthy();
  expect(within(formulas).queryByRole('option', { name: 'Round to decimals', hidden: true })).toBeNull();
  expect(within(rounding).getByRole('option', { name: 'Round to decimals', hidden: true })).toBeTruthy();
  expect(within(rounding).queryByRole('option', { name: 'Multiply', hidden: true })).toBeNull();
  fireEvent.click(within(formulas).getByRole('option', { name: 'Multiply', hidden: true }));

  const help = screen.getByRole('button', { name: 'What rule 1 does' });
  const multiply = ruleOptionsFixture.find((o) => o.id === 'multiply');
  expect(help.getAttribute('aria-description')).toBe(multiply?.description);
  fireEvent.mouseEnter(help);
  expect(await screen.findByText(multiply?.description ?? '-')).toBeTruthy();
});

test('save posts the body: the choices, the partner, canonical null inputs, withVat false', async () => {
  const api = fakeApi(routes());
  renderWithQueries(<Harness />);
  await dialog();
  await pick(screen.getByRole('combobox', { name: /PIM price fields/ }), 'Retail price');
  await pick(screen.getByRole('combobox', { name: /Partner price field/ }), 'Supplier price');
  fireEvent.change(screen.getByLabelText(/Sort order/), { target: { value: '3' } });
  fireEvent.click(screen.getByLabelText('Use transport changes'));
  await pick(ruleSelect(1), 'Add percent');
  fireEvent.change(screen.getByRole('textbox', { name: 'Percent, rule 1' }), { target: { value: ' 12,5 ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Add rule' }));
  await pick(ruleSelect(2), 'Round up to a whole number');
  await save();
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(api.calls.find((c) => c.method === 'post')).toEqual({
    method: 'post',
    path: '/api/partner-price-rules/save',
    payload: {
      partnerId: 3,
      pimPriceFields: ['retailPrice'],
      partnerPriceField: 'supplierPrice',
      sortOrder: 3,
      useTransportChanges: true,
      withVat: false,
      rule: [
        { ruleId: 'add_percent', input: '12,5' },
        { ruleId: 'round_up_whole', input: null },
      ],
    },
  });
});

test('nothing is sent while a choice is missing; each message sits under its field', async () => {
  const api = fakeApi(routes());
  renderWithQueries(<Harness />);
  await dialog();
  await save();
  expect(screen.getByText('PIM price fields: choose at least one')).toBeTruthy();
  expect(screen.getByText('Partner price field is required')).toBeTruthy();
  expect(screen.getByText('Rule field is required')).toBeTruthy();
  expect(api.calls.some((c) => c.method === 'post')).toBe(false);
});

test('edit: the stored formula; a refused save puts each message under its rule row; Cancel forgets them', async () => {
  const api = fakeApi(
    routes({
      'post /api/partner-price-rules/save': () => {
        throw new ApiError(422, 'validation_failed', 'The given data was invalid.', {
          'rule.1.input': ['Rule input must be a cents ending from .00 to .99, such as .99'],
          'rule.0.ruleId': ['Rule "x" does not exist'],
        });
      },
    }),
  );
  renderWithQueries(<Harness ruleId={41} />);
  await screen.findByRole('heading', { name: 'Edit price formula' });
  const ending = await screen.findByRole('textbox', { name: 'Ending (e.g. .99), rule 2' });
  expect((ending as HTMLInputElement).value).toBe('0.99');
  expect((screen.getByRole('textbox', { name: 'Percent, rule 1' }) as HTMLInputElement).value).toBe('15');

  await save();
  expect(
    await screen.findByText('Rule input must be a cents ending from .00 to .99, such as .99'),
  ).toBeTruthy();
  expect(ending.getAttribute('aria-invalid')).toBe('true');
  expect(ruleSelect(1).getAttribute('aria-invalid')).toBe('true');
  expect(api.calls.find((c) => c.method === 'post')?.payload).toMatchObject({
    id: 41,
    partnerId: 3,
    pimPriceFields: ['retailPrice', 'wholesalePrice'],
    partnerPriceField: 'supplierPrice',
    rule: [
      { ruleId: 'add_percent', input: '15' },
      { ruleId: 'round_ending', input: '0.99' },
    ],
  });

  // typing in the input clears its own message only
  fireEvent.change(ending, { target: { value: '.95' } });
  expect(screen.queryByText('Rule input must be a cents ending from .00 to .99, such as .99')).toBeNull();
  expect(screen.getByText('Rule "x" does not exist')).toBeTruthy();

  fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  fireEvent.click(screen.getByRole('button', { name: 'Open' }));
  const reopened = await screen.findByRole('textbox', { name: 'Ending (e.g. .99), rule 2' });
  expect((reopened as HTMLInputElement).value).toBe('0.99'); // the form starts again from the formula
  expect(screen.queryByText('Rule "x" does not exist')).toBeNull();
  expect(reopened.getAttribute('aria-invalid')).not.toBe('true');
});

test('a message about the rule list itself goes under the list', async () => {
  fakeApi(
    routes({
      'post /api/partner-price-rules/save': () => {
        throw new ApiError(422, 'validation_failed', 'The given data was invalid.', {
          rule: ['Add at least one rule'],
        });
      },
    }),
  );
  renderWithQueries(<Harness ruleId={41} />);
  await screen.findByRole('textbox', { name: 'Percent, rule 1' });
  fireEvent.click(screen.getByRole('button', { name: 'Delete rule 2' }));
  fireEvent.click(screen.getByRole('button', { name: 'Delete rule 1' }));
  expect(screen.getByText('No rules: the partner price goes to PIM unchanged.')).toBeTruthy();
  await save();
  // (the preview says the same, as the server would)
  const message = (await screen.findAllByText('Add at least one rule')).find(
    (node) => node.getAttribute('role') === 'alert',
  ) as HTMLElement;
  // under the rules table, before Add rule
  const table = screen.getByRole('table', { name: 'Rules' });
  expect(table.compareDocumentPosition(message) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Add rule' }));
  expect(message.isConnected).toBe(false);
});

test('a rule catalogue that cannot be read gives up (SPEC §8: the page goes to the partners list)', async () => {
  fakeApi(
    routes({
      'get /api/price-rules/list': () => {
        throw new ApiError(500, 'server_error', 'Server error');
      },
    }),
  );
  const onLoadFailed = jest.fn();
  renderWithQueries(<Harness onLoadFailed={onLoadFailed} />);
  await waitFor(() => expect(onLoadFailed).toHaveBeenCalled());
});

/** The preview's row of a product. */
const previewRow = (code: string) =>
  screen
    .getByRole('region', { name: 'Preview of the prices' })
    .querySelector(`tr[data-product="${code}"]`) as HTMLElement | null;

test('the live preview prices the partner’s products as a rule input changes, with the steps on demand', async () => {
  fakeApi(routes());
  renderWithQueries(<Harness />);
  await dialog();
  const preview = screen.getByRole('region', { name: 'Preview of the prices' });
  expect(await within(preview).findByText('Choose the partner price field to see prices.')).toBeTruthy();

  await pick(screen.getByRole('combobox', { name: /Partner price field/ }), 'Price');
  await pick(ruleSelect(1), 'Add percent');
  // an empty input: what is missing, worded as the server words it
  expect(await within(preview).findByText('Complete the formula to see prices.')).toBeTruthy();
  expect(within(preview).getByText('Rule 1: Rule input field is required for this rule')).toBeTruthy();

  const percent = screen.getByRole('textbox', { name: 'Percent, rule 1' });
  fireEvent.change(percent, { target: { value: '10' } });
  await waitFor(() => expect(previewRow('c-502')).not.toBeNull());
  const value = (code: string) =>
    within(previewRow(code) as HTMLElement).getByTestId('preview-value').textContent;
  expect(value('c-501')).toBe('€110.00');
  expect(value('c-502')).toBe('€11.00');
  expect(within(previewRow('c-501') as HTMLElement).getByText('€100.00')).toBeTruthy(); // the partner price used

  fireEvent.change(percent, { target: { value: '25,5' } });
  await waitFor(() => expect(value('c-501')).toBe('€125.50'));
  expect(value('c-502')).toBe('€12.55');

  // a margin needs the category's margin table: the unmapped product has no price, and says why
  fireEvent.click(screen.getByRole('button', { name: 'Add rule' }));
  await pick(ruleSelect(2), 'Category margin by brand and price range');
  await waitFor(() => expect(value('c-502')).toBe('No price'));
  expect(
    within(previewRow('c-502') as HTMLElement).getByText('The product’s category is not mapped'),
  ).toBeTruthy();

  fireEvent.click(screen.getByRole('button', { name: 'Show the steps for ThinkPad X1' }));
  const steps = within(preview).getByRole('list', { name: 'Steps' });
  expect(within(steps).getByText(/Add percent: 100.00 \+ 25.5% = 125.50/)).toBeTruthy();
  expect(
    screen.getByRole('button', { name: 'Hide the steps for ThinkPad X1' }).getAttribute('aria-expanded'),
  ).toBe('true');
});

test('letters in a rule’s number are said when the field is left, though the other fields are still empty', async () => {
  const api = fakeApi(routes());
  renderWithQueries(<Harness />);
  await dialog();
  await pick(ruleSelect(1), 'Add percent');
  const input = screen.getByRole('textbox', { name: 'Percent, rule 1' });
  fireEvent.change(input, { target: { value: '12abc' } });
  await act(async () => fireEvent.blur(input));
  expect(await screen.findByText(/must be a number$/)).toBeTruthy();
  // nothing else is flagged yet: the PIM price fields were never touched
  expect(screen.queryByText(/PIM price fields/, { selector: '.mantine-InputWrapper-error' })).toBeNull();
  // a number clears it at once
  await act(async () => fireEvent.change(input, { target: { value: '12,5' } }));
  await waitFor(() => expect(screen.queryByText(/must be a number$/)).toBeNull());
  expect(api.calls.filter((c) => c.method === 'post')).toHaveLength(0);
});
