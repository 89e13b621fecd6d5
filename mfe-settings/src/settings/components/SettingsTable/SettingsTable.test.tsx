import { fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { SettingsTable, type SettingsTableProps } from './SettingsTable';

const rows = [
  { id: 1, code: 'vat_percent', description: 'VAT', value: '24', secret: false },
  { id: 2, code: 'currency', description: 'Currency', value: 'EUR', secret: false },
];
const props = (over: Partial<SettingsTableProps> = {}): SettingsTableProps => ({
  rows,
  editingId: null,
  draft: '',
  saving: false,
  onEdit: jest.fn(),
  onDraftChange: jest.fn(),
  onSave: jest.fn(),
  onCancel: jest.fn(),
  ...over,
});
const wrap = (p: SettingsTableProps) =>
  render(
    <MantineProvider>
      <SettingsTable {...p} />
    </MantineProvider>,
  );

test('shows values and an edit icon per row', () => {
  const p = props();
  wrap(p);
  expect(screen.getByText('EUR')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Edit value currency' }));
  expect(p.onEdit).toHaveBeenCalledWith(rows[1]);
});

test('only the row being edited has an input, with Save and Cancel and the server message', () => {
  const p = props({ editingId: 1, draft: 'lots', error: 'Value must be a number' });
  wrap(p);
  expect(screen.getAllByRole('textbox')).toHaveLength(1);
  expect(screen.getByText('Value must be a number')).toBeTruthy();
  fireEvent.change(screen.getByRole('textbox'), { target: { value: '22' } });
  expect(p.onDraftChange).toHaveBeenCalledWith('22');
  fireEvent.click(screen.getByRole('button', { name: 'Save value' }));
  expect(p.onSave).toHaveBeenCalled();
  fireEvent.click(screen.getByRole('button', { name: 'Cancel editing' }));
  expect(p.onCancel).toHaveBeenCalled();
  // the other row stays read-only
  expect(screen.getByText('EUR')).toBeTruthy();
});
