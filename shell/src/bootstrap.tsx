import { createRoot } from 'react-dom/client';
import { LOCAL_STORAGE_USER_KEY } from '@feedhub/contracts/constants';

// Nobody stored: only the light login screen loads (SPEC §2: after a successful login the page
// reloads, and then the app starts). A stored user gets the whole app; if its session is gone the
// first call answers 401, the app logs out and reloads into the login screen.
const root = createRoot(document.getElementById('root') as HTMLElement);
if (localStorage.getItem(LOCAL_STORAGE_USER_KEY)) {
  void import('./app/start-app').then(({ startApp }) => startApp(root));
} else {
  void import('./login/LoginScreen').then(({ LoginScreen }) => root.render(<LoginScreen />));
}
