import { useState, type FormEvent } from 'react';
import { Alert, Button, Modal, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { serverError } from '@feedhub/ui';
import { login, useAuth } from './auth-store';

/** The login dialog, shown whenever nobody is logged in (SPEC §2 Login). */
export function LoginModal() {
  const { t } = useTranslation('ui');
  const auth = useAuth();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const loading = auth.status === 'loading';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await login(username, password)) {
      setUsername('');
      setPassword('');
      window.location.reload();
    }
  };

  return (
    <Modal
      opened={!auth.user}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      title={t('login.title')}
      centered
    >
      <form onSubmit={submit} noValidate aria-label={t('login.title')}>
        <Stack>
          {auth.status === 'error' && auth.error && (
            <Alert color="red" role="alert" data-testid="login-error">
              {auth.error}
            </Alert>
          )}
          <TextInput
            label={t('login.username')}
            name="username"
            autoComplete="username"
            value={username}
            onChange={(e) => setUsername(e.currentTarget.value)}
            error={serverError(auth.validation, 'username')}
            data-autofocus
          />
          <PasswordInput
            label={t('login.password')}
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={serverError(auth.validation, 'password')}
          />
          <Button type="submit" loading={loading}>
            {t('login.submit')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
