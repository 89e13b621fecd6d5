import { useState, type CSSProperties, type FormEvent } from 'react';
import { LOCALES, LOCAL_STORAGE_LOCALE_KEY, type Locale } from '@feedhub/contracts/constants';
import { loginStrings } from '@feedhub/i18n/login';
import { requestLogin, type LoginFailure } from './login-request';

// Plain React and a few styles that match the app's look: this screen is all a logged-out browser
// loads, so it stays free of the UI kit, the router and the schemas (the app loads after login).
const red = '#fa5252';
const styles: Record<string, CSSProperties> = {
  backdrop: {
    position: 'fixed',
    inset: 0,
    background: 'rgba(0,0,0,0.55)',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    fontFamily: 'system-ui, -apple-system, Segoe UI, Roboto, sans-serif',
  },
  dialog: {
    background: '#fff',
    borderRadius: 8,
    padding: 16,
    width: 440,
    maxWidth: '92vw',
    boxShadow: '0 10px 30px rgba(0,0,0,0.25)',
  },
  header: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 16 },
  title: { fontSize: 17, margin: 0, fontWeight: 500 },
  banner: {
    background: '#ffe3e3',
    color: '#c92a2a',
    borderRadius: 6,
    padding: '14px 16px',
    marginBottom: 16,
    fontSize: 14,
  },
  label: { display: 'block', fontSize: 14, fontWeight: 500, marginBottom: 4 },
  input: {
    width: '100%',
    boxSizing: 'border-box',
    height: 36,
    padding: '0 12px',
    fontSize: 14,
    border: '1px solid #ced4da',
    borderRadius: 4,
  },
  error: { color: red, fontSize: 12, marginTop: 5 },
  field: { marginBottom: 16 },
  button: {
    width: '100%',
    height: 36,
    border: 0,
    borderRadius: 4,
    background: '#228be6',
    color: '#fff',
    fontSize: 14,
    fontWeight: 600,
    cursor: 'pointer',
  },
  lang: { background: 'none', border: 0, cursor: 'pointer', fontSize: 12, padding: '2px 6px' },
};

/** The starting language: the one chosen before, else the browser's if we speak it, else English. */
function initialLocale(): Locale {
  const stored = localStorage.getItem(LOCAL_STORAGE_LOCALE_KEY);
  if ((LOCALES as readonly string[]).includes(stored ?? '')) return stored as Locale;
  return navigator.language.toLowerCase().startsWith('et') ? 'et' : 'en';
}

/** The login dialog shown whenever nobody is logged in (SPEC §2 Login). */
export function LoginScreen() {
  const [locale, setLocale] = useState<Locale>(initialLocale);
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
      const result = await requestLogin(username, password, locale);
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
      <div style={styles.field}>
        <label style={styles.label} htmlFor={`login-${name}`}>
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
          style={{ ...styles.input, ...(message ? { borderColor: red, color: red } : {}) }}
        />
        {message && (
          <div id={`login-${name}-error`} style={styles.error}>
            {message}
          </div>
        )}
      </div>
    );
  };
  const chooseLocale = (next: Locale) => {
    localStorage.setItem(LOCAL_STORAGE_LOCALE_KEY, next);
    document.documentElement.lang = next;
    setLocale(next);
  };

  return (
    <div style={styles.backdrop}>
      <div role="dialog" aria-modal="true" aria-labelledby="login-title" style={styles.dialog}>
        <div style={styles.header}>
          <h2 id="login-title" style={styles.title}>
            {t.title}
          </h2>
          <div role="group" aria-label="Language">
            {LOCALES.map((l) => (
              <button
                key={l}
                type="button"
                style={{ ...styles.lang, fontWeight: l === locale ? 700 : 400 }}
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
            <div role="alert" data-testid="login-error" style={styles.banner}>
              {failure.message}
            </div>
          )}
          {field('username', t.username, username, setUsername)}
          {field('password', t.password, password, setPassword)}
          <button
            type="submit"
            style={{ ...styles.button, opacity: loading ? 0.6 : 1 }}
            disabled={loading}
            aria-busy={loading}
          >
            {loading ? '…' : t.submit}
          </button>
        </form>
      </div>
    </div>
  );
}
