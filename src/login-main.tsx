/**
 * The entry of /login opened by a signed-out visitor (issue 16): the login view alone, without the
 * app's router, Chakra or till code, which load after sign-in with a full load of `/` (the
 * service worker has them cached by then). The service worker is registered here too, since a
 * till's first visit is this page.
 */
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { registerServiceWorker } from './components/pwa/register-sw';
import type { AuthAlert } from './features/auth/atoms';
import { LoginView } from './features/auth/login-view';

export function StandaloneLogin({ navigate }: { navigate: (url: string) => void }) {
  const [alert, setAlert] = useState<AuthAlert | null>(null);
  return <LoginView alert={alert} setAlert={setAlert} onSignedIn={() => navigate('/')} />;
}

export function mountStandaloneLogin(root: HTMLElement): void {
  createRoot(root).render(
    <StrictMode>
      <StandaloneLogin navigate={(url) => window.location.assign(url)} />
    </StrictMode>,
  );
  registerServiceWorker();
}
