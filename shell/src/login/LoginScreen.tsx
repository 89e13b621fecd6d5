import { useEffect, useState, type FormEvent } from 'react';
import { LOCALES, LOCAL_STORAGE_LOCALE_KEY, type Locale } from '@feedhub/contracts/constants';
import { loginStrings } from '@feedhub/i18n/login';
import { requestLogin, type LoginFailure } from './login-request';
import './login.css';

// Plain React and a small stylesheet that copies the app's look (login.css): this screen is all a
// logged-out browser loads, so it stays free of the UI kit, the router and the schemas (the app
// loads after login).

/** The starting language: the one chosen before, else the browser's if we speak it, else English. */
function initialLocale(): Locale {
  const stored = localStorage.getItem(LOCAL_STORAGE_LOCALE_KEY);
  if ((LOCALES as readonly string[]).includes(stored ?? '')) return stored as Locale;
  return navigator.language.toLowerCase().startsWith('et') ? 'et' : 'en';
}

/** The login dialog shown whenever nobody is logged in (SPEC §2 Login). */
export function LoginScreen() {
  const [locale, setLocale] = useState<Locale>(initialLocale);
  // Picked here (not remembered from before): this login's session starts in it, over the user's own.
  const [picked, setPicked] = useState(false);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  const t = loginStrings[locale];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setLoading(true);
    setFailure(null);
    try {
      const result = await requestLogin(username, password, locale, picked);
      if (!result) {
        setUsername('');
        setPassword('');
        window.location.reload();
        return;
      }
      setFailure(result);
    } catch (error) {
      setFailure({ message: error instanceof Error ? error.message : String(error), errors: {} });
    } finally {
      setLoading(false);
    }
  };
  const field = (name: 'username' | 'password', label: string, value: string, set: (v: string) => void) => {
    const message = failure?.errors[name]?.join(' ');
    return (
      <div className="fh-login__field">
        <label className="fh-login__label" htmlFor={`login-${name}`}>
          {label}
        </label>
        <input
          id={`login-${name}`}
          name={name}
          type={name === 'password' ? 'password' : 'text'}
          autoComplete={name === 'password' ? 'current-password' : 'username'}
          autoFocus={name === 'username'}
          value={value}
          onChange={(e) => set(e.currentTarget.value)}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `login-${name}-error` : undefined}
          className="fh-login__input"
        />
        {message && (
          <div id={`login-${name}-error`} className="fh-login__error">
            {message}
          </div>
        )}
      </div>
    );
  };
  const chooseLocale = (next: Locale) => {
    localStorage.setItem(LOCAL_STORAGE_LOCALE_KEY, next);
    setLocale(next);
    setPicked(true);
  };

  return (
    <div className="fh-login">
      <div role="dialog" aria-modal="true" aria-labelledby="login-title" className="fh-login__dialog">
        <div className="fh-login__header">
          <h2 id="login-title" className="fh-login__title">
            {t.title}
          </h2>
          <div role="group" aria-label="Language" className="fh-login__langs">
            {LOCALES.map((l) => (
              <button
                key={l}
                type="button"
                className="fh-login__lang"
                aria-pressed={l === locale}
                onClick={() => chooseLocale(l)}
              >
                {t.languages[l]}
              </button>
            ))}
          </div>
        </div>
        <form onSubmit={submit} noValidate aria-label={t.title}>
          {failure && (
            <div role="alert" data-testid="login-error" className="fh-login__banner">
              {failure.message}
            </div>
          )}
          {field('username', t.username, username, setUsername)}
          {field('password', t.password, password, setPassword)}
          <button type="submit" className="fh-login__submit" disabled={loading} aria-busy={loading}>
            <span className="fh-login__submit-label">{t.submit}</span>
            {loading && <span className="fh-login__loader" aria-hidden="true" />}
          </button>
        </form>
      </div>
    </div>
  );
}
