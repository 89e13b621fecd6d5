import { useEffect } from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MantineProvider, TextInput } from '@mantine/core';
import { useForm, type UseFormRegister } from 'react-hook-form';
import { FieldArrayTable, type FieldArrayColumn } from './FieldArrayTable';
import { fieldError } from './form';

/** A form with one list: rules of a word and a weight; a locked row may not be removed. */
interface Values {
  rules: { word: string; weight: string; locked?: boolean }[];
}

/** The columns as a remote declares them: a display column and two field columns. */
function columnsOf(register: UseFormRegister<Values>): FieldArrayColumn<Values, 'rules'>[] {
  return [
    { key: 'number', header: 'No.', width: 44, render: ({ index }) => <span>{index + 1}</span> },
    {
      field: 'word',
      header: 'Word',
      required: true,
      render: ({ name, error, index }) => (
        <TextInput aria-label={`Word, row ${index + 1}`} {...register(name)} error={fieldError(error)} />
      ),
    },
    {
      field: 'weight',
      header: 'Weight',
      width: 120,
      align: 'center',
      render: ({ name, error, index }) => (
        <TextInput aria-label={`Weight, row ${index + 1}`} {...register(name)} error={fieldError(error)} />
      ),
    },
  ];
}

/** The table in a form; `errors` are put on the form as a server's 422 would be. */
function Harness({
  rows = [],
  errors = {},
  focusField,
}: {
  rows?: Values['rules'];
  errors?: Record<string, string>;
  focusField?: 'word' | 'weight';
}) {
  const form = useForm<Values>({ defaultValues: { rules: rows } });
  const { setError } = form;
  useEffect(() => {
    for (const [path, message] of Object.entries(errors))
      setError(path as 'rules', { type: 'server', message });
  }, [errors, setError]);
  return (
    <FieldArrayTable
      control={form.control}
      name="rules"
      label="Rules"
      columns={columnsOf(form.register)}
      emptyText="No rules yet"
      addLabel="Add rule"
      newRow={() => ({ word: '', weight: '1' })}
      focusField={focusField}
      removeLabel={(row, i) => `Delete rule ${row.word || i + 1}`}
      canRemove={(row) => !row.locked}
      rowAttributes={(row) => ({ 'data-word': row.word || undefined })}
      removeWidth={50}
    />
  );
}

const wrap = (ui: React.ReactNode) => render(<MantineProvider>{ui}</MantineProvider>);
const table = () => screen.getByRole('table', { name: 'Rules' });

test('headers come from the columns, with the required mark and the remove column last', () => {
  wrap(<Harness />);
  const headers = within(table()).getAllByRole('columnheader');
  expect(headers.map((h) => h.textContent)).toEqual(['No.', 'Word *', 'Weight', '']);
  expect(headers[1].querySelector('[aria-hidden]')?.textContent).toBe(' *');
});

test('an empty list says so in one muted line across every column', () => {
  wrap(<Harness />);
  const cell = within(table()).getByText('No rules yet').closest('td');
  expect(cell?.getAttribute('colspan')).toBe('4');
});

test('add appends the new row’s values and focuses the chosen field; remove takes the row out', async () => {
  wrap(<Harness rows={[{ word: 'cable', weight: '2' }]} focusField="weight" />);
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add rule' })));
  expect(screen.queryByText('No rules yet')).toBeNull();
  const weight = screen.getByLabelText('Weight, row 2') as HTMLInputElement;
  expect(weight.value).toBe('1');
  expect(document.activeElement).toBe(weight);

  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Delete rule cable' })));
  expect((screen.getByLabelText('Word, row 1') as HTMLInputElement).value).toBe('');
  expect(screen.queryByLabelText('Word, row 2')).toBeNull();
});

test('each message lands under its own cell (`rules.1.weight`), the list’s own under the table', async () => {
  wrap(
    <Harness
      rows={[
        { word: 'cable', weight: '2' },
        { word: 'plug', weight: 'x' },
      ]}
      errors={{ 'rules.1.weight': 'The weight must be a number', rules: 'Too many rules' }}
    />,
  );
  const message = await screen.findByText('The weight must be a number');
  const row2 = screen.getByLabelText('Weight, row 2').closest('td');
  expect(row2?.contains(message)).toBe(true);
  expect(screen.getByLabelText('Weight, row 2').getAttribute('aria-invalid')).toBe('true');
  expect(screen.getByLabelText('Weight, row 1').getAttribute('aria-invalid')).not.toBe('true');
  expect(screen.getByLabelText('Word, row 2').getAttribute('aria-invalid')).not.toBe('true');
  const alert = screen.getByRole('alert');
  expect(alert.textContent).toBe('Too many rules');
  expect(table().contains(alert)).toBe(false);
});

test('a row that may not be removed has no remove icon; rows carry their data attributes', () => {
  wrap(
    <Harness
      rows={[
        { word: 'cable', weight: '2', locked: true },
        { word: 'plug', weight: '1' },
      ]}
    />,
  );
  expect(screen.queryByRole('button', { name: 'Delete rule cable' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Delete rule plug' })).toBeTruthy();
  expect(table().querySelector('tr[data-word="plug"]')).toBeTruthy();
  expect(within(table()).getAllByRole('row')[1].textContent).toContain('1');
});
