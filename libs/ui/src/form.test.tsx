import { act, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider, TextInput } from '@mantine/core';
import { RoleSaveSchema, type FieldErrors } from '@feedhub/contracts';
import { ModalForm } from './ModalForm';
import { fieldError, useContractForm } from './form';

function RoleForm(props: { serverErrors?: FieldErrors; onSave: (v: unknown) => void }) {
  const form = useContractForm(RoleSaveSchema, {
    defaultValues: { name: '', permissionIds: [] },
    serverErrors: props.serverErrors,
    serverFieldNames: { permissions: 'permissionIds' },
  });
  const { errors } = form.formState;
  return (
    <ModalForm
      opened
      title="Add role"
      onSubmit={form.handleSubmit(props.onSave)}
      onCancel={jest.fn()}
      error={errors.root?.server?.message}
    >
      <TextInput label="Name" {...form.register('name')} error={fieldError(errors.name)} />
    </ModalForm>
  );
}
const wrap = (ui: React.ReactNode) => render(<MantineProvider>{ui}</MantineProvider>);

test('the schema checks the form with SPEC §5 wordings; the message goes when the field changes', async () => {
  const onSave = jest.fn();
  wrap(<RoleForm onSave={onSave} />);
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
  expect(await screen.findByText('Name field is required')).toBeTruthy();
  expect(onSave).not.toHaveBeenCalled();
  await act(async () => fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'B' } }));
  expect(screen.queryByText('Name field is required')).toBeNull();
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
  // the submit handler gets the parsed output (defaults applied, ids as numbers)
  expect(onSave.mock.calls[0][0]).toMatchObject({ name: 'B', permissionIds: [] });
});

test('server messages land under their fields (renamed ones too) and others above the fields', async () => {
  const { rerender } = wrap(<RoleForm onSave={jest.fn()} />);
  rerender(
    <MantineProvider>
      <RoleForm
        onSave={jest.fn()}
        serverErrors={{ name: ['The name has already been taken'], body: ['Something else'] }}
      />
    </MantineProvider>,
  );
  expect(await screen.findByText('The name has already been taken')).toBeTruthy();
  expect(screen.getByRole('alert').textContent).toBe('Something else');
  await act(async () => fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'C' } }));
  expect(screen.queryByText('The name has already been taken')).toBeNull();
});

test('the modal footer: Cancel then Save', () => {
  wrap(<RoleForm onSave={jest.fn()} />);
  const labels = screen.getAllByRole('button').map((b) => b.textContent);
  expect(labels.indexOf('Cancel')).toBeLessThan(labels.indexOf('Save'));
});
