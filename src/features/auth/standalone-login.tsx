/**
 * The login screen without the app (issue 16): `LoginView` with its own alert state, leaving for
 * `/` by a full load once signed in (the service worker has the app cached by then).
 */
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { AuthAlert } from './atoms';
import { LoginView } from './login-view';

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
}
