import { act, fireEvent, screen } from '@testing-library/react';
import { renderUi } from '@feedhub/ui/testing';
import type { FieldErrors } from '@feedhub/contracts';
import { classesFixture, defaultTasksFixture, partnerFixture, queuesFixture } from '../fixtures';
import { PartnerForm, type PartnerFormProps } from './PartnerForm';

const props = (over: Partial<PartnerFormProps> = {}): PartnerFormProps => ({
  classes: classesFixture,
  queues: queuesFixture,
  saving: false,
  onSubmit: jest.fn(),
  onCancel: jest.fn(),
  onPreview: jest.fn(),
  previewing: false,
  ...over,
});
const params = () => screen.getByLabelText(/^Params \(JSON\)/) as HTMLTextAreaElement;
const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
const INVALID = 'Invalid JSON format';
/** A cell's input of the tasks or attributes table (a select's listbox carries the same label). */
const field = (column: string, row: number) =>
  screen.getByLabelText(`${column}, row ${row}`, { selector: 'input' }) as HTMLInputElement;

test('params text that does not parse: the message on blur, the raw text kept, Save sends nothing', async () => {
  const p = props({ partner: partnerFixture });
  renderUi(<PartnerForm {...p} />);
  expect(JSON.parse(params().value)).toEqual(partnerFixture.params);
  fireEvent.change(params(), { target: { value: '{"url": "https://x.example/feed.xml",' } });
  expect(screen.queryByText(INVALID)).toBeNull();
  await act(async () => fireEvent.blur(params()));
  expect(screen.getByText(INVALID)).toBeTruthy();
  expect(params().value).toBe('{"url": "https://x.example/feed.xml",');
  await save();
  expect(p.onSubmit).not.toHaveBeenCalled();
  expect(screen.getByText(INVALID)).toBeTruthy();
  // the preview does not ask the server either
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Preview feed' })));
  expect(p.onPreview).not.toHaveBeenCalled();
  // fixed: the message goes, Save sends the parsed params
  await act(async () =>
    fireEvent.change(params(), { target: { value: '{"url": "https://x.example/feed.xml"}' } }),
  );
  expect(screen.queryByText(INVALID)).toBeNull();
  await act(async () => fireEvent.blur(params()));
  expect(screen.queryByText(INVALID)).toBeNull();
  await save();
  expect(p.onSubmit).toHaveBeenCalledTimes(1);
  expect((p.onSubmit as jest.Mock).mock.calls[0][0]).toMatchObject({
    id: 1,
    name: 'Acme Supplies',
    params: { url: 'https://x.example/feed.xml' },
    tasks: [
      {
        id: 10,
        name: 'importProducts',
        methodName: 'importProducts',
        queue: 'medium',
        isDefault: true,
        cron: '20 5 * * *',
      },
      { id: 11, name: 'Night prices', methodName: 'updatePrices', debug: true },
    ],
  });
});

test('JSON that is not an object is refused under the field', async () => {
  renderUi(<PartnerForm {...props({ partner: partnerFixture })} />);
  fireEvent.change(params(), { target: { value: '[1, 2]' } });
  await save();
  expect(screen.getByText('Params must be an object')).toBeTruthy();
});

test('default tasks keep name, method and queue locked and cannot be deleted; own tasks can', () => {
  renderUi(<PartnerForm {...props({ partner: partnerFixture })} />);
  expect(field('Name', 1).readOnly).toBe(true);
  expect(field('Method', 1).disabled).toBe(true);
  expect(field('Queue', 1).disabled).toBe(true);
  expect(field('Schedule (cron)', 1).readOnly).toBe(false);
  expect(screen.queryByRole('button', { name: 'Delete task importProducts' })).toBeNull();
  expect(field('Name', 2).readOnly).toBe(false);
  expect(field('Method', 2).disabled).toBe(false);
  expect(field('Queue', 2).disabled).toBe(false);
  fireEvent.click(screen.getByRole('button', { name: 'Delete task Night prices' }));
  expect(screen.queryByDisplayValue('Night prices')).toBeNull();
});

test('server messages under tasks.0.cron and params.url (and nested params), each gone when its field changes', async () => {
  const serverErrors: FieldErrors = {
    'tasks.0.cron': ['cron must be valid CRON string'],
    'tasks.1.name': ['name has already been taken'],
    'params.url': ['url field is required'],
    'params.fields.code': ['code field is required'],
  };
  renderUi(<PartnerForm {...props({ partner: partnerFixture, serverErrors })} />);
  expect(await screen.findByText('cron must be valid CRON string')).toBeTruthy();
  expect(screen.getByText('name has already been taken')).toBeTruthy();
  expect(screen.getByText(/url field is required/)).toBeTruthy();
  expect(screen.getByText(/fields\.code: code field is required/)).toBeTruthy();
  await act(async () => fireEvent.change(field('Schedule (cron)', 1), { target: { value: '10 7 * * *' } }));
  expect(screen.queryByText('cron must be valid CRON string')).toBeNull();
  // another row's message stays until its own field changes
  expect(screen.getByText('name has already been taken')).toBeTruthy();
  expect(screen.getByText(/url field is required/)).toBeTruthy();
  await act(async () => fireEvent.change(params(), { target: { value: '{"url": "https://x.example"}' } }));
  expect(screen.queryByText(/url field is required/)).toBeNull();
});

test('adding: default tasks to start, an attribute row, a new task takes its method’s queue; the class help', async () => {
  const p = props({ defaultTasks: defaultTasksFixture });
  renderUi(<PartnerForm {...p} />);
  expect(screen.getByText('Choose a feed class to see its params.')).toBeTruthy();
  expect(field('Name', 1).value).toBe('importCategories');
  fireEvent.click(screen.getByRole('button', { name: 'Add task' }));
  expect(field('Queue', 2).value).toBe('High: before the import');
  fireEvent.change(field('Name', 2), { target: { value: 'Hourly amounts' } });
  fireEvent.change(field('Schedule (cron)', 2), { target: { value: '0 * * * *' } });
  fireEvent.click(screen.getByRole('button', { name: 'Add attribute' }));
  fireEvent.change(field('Code', 1), { target: { value: 'color' } });
  fireEvent.change(screen.getByLabelText(/^Name/, { selector: 'input[required]' }), {
    target: { value: 'New supplier' },
  });
  await save();
  // required class: the form's own check, with SPEC §5's wording
  expect(p.onSubmit).not.toHaveBeenCalled();
  expect(screen.getByText('Feed class field is required')).toBeTruthy();
});

test('the preview sends the class and the parsed params (and the id on edit)', async () => {
  const p = props({ partner: partnerFixture });
  renderUi(<PartnerForm {...p} />);
  expect(screen.getByText('Params of XML')).toBeTruthy();
  expect(screen.getByText('itemPath')).toBeTruthy();
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Preview feed' })));
  expect(p.onPreview).toHaveBeenCalledWith({ id: 1, className: 'xml', params: partnerFixture.params });
});

/** A guard field's input and the message under it. */
const guard = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const messageUnder = (label: string) =>
  guard(label).closest('.mantine-InputWrapper-root')?.querySelector('.mantine-InputWrapper-error')
    ?.textContent;
const STOCK = 'Stock to 0 limit (%)';
const PRICE = 'Price change limit (%)';
const FACTOR = 'Price change factor (×)';

test('import guard: a new partner starts with the defaults, each field says what it does and that 0 switches it off', () => {
  renderUi(<PartnerForm {...props({ defaultTasks: defaultTasksFixture })} />);
  expect(screen.getByRole('heading', { name: 'Import guard', level: 4 })).toBeTruthy();
  expect([guard(STOCK).value, guard(PRICE).value, guard(FACTOR).value]).toEqual(['50', '20', '5']);
  expect(
    screen.getByText(/in-stock products would drop to 0\. Default 50; 0 switches the check off\./),
  ).toBeTruthy();
  expect(screen.getByText(/by the factor or more\. Default 20; 0 switches the check off\./)).toBeTruthy();
  expect(screen.getByText(/this many times higher or lower \(2–1000\)\. Default 5\./)).toBeTruthy();
});

test('import guard: the partner’s limits on edit; Save sends all three (0 switches a check off)', async () => {
  const p = props({ partner: { ...partnerFixture, guardStockPercent: 40, guardPriceFactor: 8 } });
  renderUi(<PartnerForm {...p} />);
  expect([guard(STOCK).value, guard(PRICE).value, guard(FACTOR).value]).toEqual(['40', '20', '8']);
  fireEvent.change(guard(PRICE), { target: { value: '0' } });
  fireEvent.change(guard(FACTOR), { target: { value: '10' } });
  await save();
  expect(p.onSubmit).toHaveBeenCalledTimes(1);
  expect((p.onSubmit as jest.Mock).mock.calls[0][0]).toMatchObject({
    guardStockPercent: 40,
    guardPricePercent: 0,
    guardPriceFactor: 10,
  });
});

test('import guard: values out of range are not clamped but said under their fields, and nothing is sent', async () => {
  const p = props({ partner: partnerFixture });
  renderUi(<PartnerForm {...p} />);
  fireEvent.change(guard(STOCK), { target: { value: '150' } });
  fireEvent.change(guard(FACTOR), { target: { value: '1' } });
  await save();
  expect(p.onSubmit).not.toHaveBeenCalled();
  expect(guard(STOCK).value).toBe('150');
  expect(messageUnder(STOCK)).toBe('Stock to 0 limit may not be greater than 100');
  expect(messageUnder(FACTOR)).toBe('Price change factor must be at least 2');
  expect(messageUnder(PRICE)).toBeUndefined();
});

test('import guard: a server message lands under its field and goes when the field changes', async () => {
  const serverErrors: FieldErrors = { guardPricePercent: ['price change limit must be an integer'] };
  renderUi(<PartnerForm {...props({ partner: partnerFixture, serverErrors })} />);
  await screen.findByText('price change limit must be an integer');
  expect(messageUnder(PRICE)).toBe('price change limit must be an integer');
  expect(messageUnder(STOCK)).toBeUndefined();
  await act(async () => fireEvent.change(guard(PRICE), { target: { value: '25' } }));
  expect(screen.queryByText('price change limit must be an integer')).toBeNull();
});
