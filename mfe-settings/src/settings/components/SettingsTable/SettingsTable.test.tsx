import { act, fireEvent, screen } from '@testing-library/react';
import i18next from 'i18next';
import { SECRET_MASK } from '@feedhub/contracts';
import { renderUi } from '@feedhub/ui/testing';
import { settingsFixture as rows } from '../../fixtures';
import { SettingsTable, type SettingsTableProps } from './SettingsTable';

const props = (over: Partial<SettingsTableProps> = {}): SettingsTableProps => ({
  rows,
  paging: { total: rows.length, page: 1, perPage: 50, onPageChange: jest.fn(), onPerPageChange: jest.fn() },
  sort: { field: 'code', direction: 'asc' },
  onSortChange: jest.fn(),
  editingId: null,
  saving: false,
  onEdit: jest.fn(),
  onSave: jest.fn(),
  onCancel: jest.fn(),
  ...over,
});

afterEach(() => i18next.changeLanguage('en'));

test('values, secrets masked (or "not set"), and an edit icon per row', () => {
  const p = props();
  renderUi(<SettingsTable {...p} />);
  expect(screen.getByText('EUR')).toBeTruthy();
  expect(screen.getByText(SECRET_MASK)).toBeTruthy();
  expect(screen.getByText('not set')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Edit value currency' }));
  expect(p.onEdit).toHaveBeenCalledWith(rows[1]);
});

test('only the row being edited has an input, with Save and Cancel and the server message', async () => {
  const p = props({ editingId: 1, serverErrors: { value: ['Value must be a number'] } });
  renderUi(<SettingsTable {...p} />);
  expect(screen.getAllByRole('textbox')).toHaveLength(1);
  expect(screen.getByText('Value must be a number')).toBeTruthy();
  const input = screen.getByRole('textbox', { name: 'Value' });
  await act(async () => fireEvent.change(input, { target: { value: '22' } }));
  // the message goes as soon as the value changes
  expect(screen.queryByText('Value must be a number')).toBeNull();
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save value' })));
  expect(p.onSave).toHaveBeenCalledWith(rows[0], { id: 1, code: 'vat_percent', value: '22' });
  fireEvent.click(screen.getByRole('button', { name: 'Cancel editing' }));
  expect(p.onCancel).toHaveBeenCalled();
  // the other rows stay read-only
  expect(screen.getByText('EUR')).toBeTruthy();
});

test('a secret edits in an empty password input, never showing the stored value', () => {
  renderUi(<SettingsTable {...props({ editingId: 3 })} />);
  const input = screen.getByLabelText('Value') as HTMLInputElement;
  expect(input.type).toBe('password');
  expect(input.value).toBe('');
  expect(input.placeholder).toBe('Leave empty to keep the current value');
});

test('descriptions come from the catalogue by code, in the interface language', async () => {
  await i18next.changeLanguage('et');
  renderUi(<SettingsTable {...props()} />);
  expect(screen.getByText('Eksporditavate hindade valuuta')).toBeTruthy();
  expect(screen.getByRole('columnheader', { name: 'Väärtus' })).toBeTruthy();
});

test('columns keep their widths in edit mode', () => {
  const { unmount } = renderUi(<SettingsTable {...props()} />);
  const widths = () =>
    [...document.querySelectorAll('thead th')].map((th) => (th as HTMLElement).style.width);
  const before = widths();
  unmount();
  renderUi(<SettingsTable {...props({ editingId: 2 })} />);
  expect(widths()).toEqual(before);
  expect(before.filter(Boolean)).toHaveLength(3);
});
