import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { MantineProvider, TextInput } from '@mantine/core';
import {
  FAILURE_MARK,
  RoleSaveSchema,
  WhitelistedIpSaveSchema,
  type FieldErrors,
} from '@feedhub/contracts';
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

/** A modal form whose second field is far down: the whitelist rule's address and description. */
function RuleForm(props: { serverErrors?: FieldErrors }) {
  const form = useContractForm(WhitelistedIpSaveSchema, {
    defaultValues: { ip: '', description: '' },
    serverErrors: props.serverErrors,
  });
  const { errors } = form.formState;
  return (
    <ModalForm opened title="Add rule" onSubmit={form.handleSubmit(jest.fn())} onCancel={jest.fn()}>
      <TextInput
        label="Description"
        {...form.register('description')}
        error={fieldError(errors.description)}
      />
      <TextInput label="IP" {...form.register('ip')} error={fieldError(errors.ip)} />
    </ModalForm>
  );
}

test('a failed check scrolls to the first field in error and focuses it', async () => {
  const scrolled = jest.spyOn(Element.prototype, 'scrollIntoView');
  wrap(<RuleForm />);
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
  await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('IP')));
  expect(scrolled.mock.contexts).toContain(screen.getByLabelText('IP'));
  scrolled.mockRestore();
});

test('a failed save’s server messages land under their fields, the first focused; two run on two lines', async () => {
  const { rerender } = wrap(<RuleForm />);
  await act(async () => fireEvent.change(screen.getByLabelText('IP'), { target: { value: '10.0.0.1' } }));
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
  rerender(
    <MantineProvider>
      <RuleForm serverErrors={{ description: ['First problem', 'Second problem'], ip: ['Third'] }} />
    </MantineProvider>,
  );
  const first = await screen.findByText('First problem');
  const second = screen.getByText('Second problem');
  // each message a block of its own, under the field (not one run-on line)
  expect(first.style.display).toBe('block');
  expect(second.style.display).toBe('block');
  expect(first.parentElement).toBe(second.parentElement);
  expect(first.closest('.mantine-InputWrapper-root')).toBe(
    screen.getByLabelText('Description').closest('.mantine-InputWrapper-root'),
  );
  await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Description')));
});

test('the form’s messages follow a language switch', async () => {
  wrap(<RoleForm onSave={jest.fn()} />);
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
  expect(await screen.findByText('Name field is required')).toBeTruthy();
  try {
    await act(async () => void (await i18next.changeLanguage('et')));
    await waitFor(() => expect(screen.queryByText('Name field is required')).toBeNull());
    expect(screen.getByText(/kohustuslik/)).toBeTruthy();
  } finally {
    await act(async () => void (await i18next.changeLanguage('en')));
  }
});

test('the server’s messages follow a language switch: the same failure worded again, the cleared field stays clear', async () => {
  const failure = {};
  const worded = (messages: FieldErrors): FieldErrors =>
    Object.defineProperty({ ...messages }, FAILURE_MARK, { value: failure, enumerable: false });
  const { rerender } = wrap(<RuleForm />);
  await act(async () => fireEvent.change(screen.getByLabelText('IP'), { target: { value: '10.0.0.1' } }));
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
  const show = (errors: FieldErrors) =>
    rerender(
      <MantineProvider>
        <RuleForm serverErrors={errors} />
      </MantineProvider>,
    );
  show(worded({ ip: ['IP has already been taken'], description: ['Description is too long'] }));
  expect(await screen.findByText('IP has already been taken')).toBeTruthy();
  await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Description')));
  // the user fixes the description (the focus stays there): its message goes
  await act(async () => fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'x' } }));
  expect(screen.queryByText('Description is too long')).toBeNull();
  // the screen hands the same failure worded in Estonian
  show(worded({ ip: ['IP on juba kasutusel'], description: ['Kirjeldus on liiga pikk'] }));
  expect(await screen.findByText('IP on juba kasutusel')).toBeTruthy();
  expect(screen.queryByText('IP has already been taken')).toBeNull();
  expect(screen.queryByText('Kirjeldus on liiga pikk')).toBeNull();
  // a re-wording moves nothing: two frames later the focus is where the user left it
  await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
  expect(document.activeElement).toBe(screen.getByLabelText('Description'));
});
