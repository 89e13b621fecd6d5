import { act, fireEvent, screen } from '@testing-library/react';
import { SECRET_MASK } from '@feedhub/contracts';
import { renderUi } from '@feedhub/ui/testing';
import { settingsFixture } from '../fixtures';
import { SettingValueForm, valueToSave } from './SettingValueForm';

test('a secret left empty keeps its value (the mask), an unset one stays unset, a typed one is sent', () => {
  const [plain, , setSecret, unsetSecret] = settingsFixture;
  expect(valueToSave(setSecret, '')).toBe(SECRET_MASK);
  expect(valueToSave(unsetSecret, '')).toBe('');
  expect(valueToSave(setSecret, 'new-password')).toBe('new-password');
  expect(valueToSave(plain, '')).toBe('');
});

test('Enter saves the typed value; Escape cancels', async () => {
  const onSubmit = jest.fn();
  const onCancel = jest.fn();
  renderUi(
    <SettingValueForm
      setting={settingsFixture[1]}
      formId="f"
      saving={false}
      onSubmit={onSubmit}
      onCancel={onCancel}
    />,
  );
  const input = screen.getByRole('textbox', { name: 'Value' }) as HTMLInputElement;
  expect(input.value).toBe('EUR');
  fireEvent.change(input, { target: { value: 'USD' } });
  await act(async () => fireEvent.submit(input.form as HTMLFormElement));
  expect(onSubmit.mock.calls[0][0]).toEqual({ id: 2, code: 'currency', value: 'USD' });
  fireEvent.keyDown(input, { key: 'Escape' });
  expect(onCancel).toHaveBeenCalled();
});
