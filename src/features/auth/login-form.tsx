import { useNavigate } from '@tanstack/react-router';
import { useAtom } from 'jotai';
import { authAlertAtom } from './atoms';
import { LoginView } from './login-view';

/**
 * The app's /login route (`/` sends a signed-out visitor here): the login view with the alert the
 * account screens share, links that stay in the app, and on to `/` once signed in (SPEC.md §4).
 * A visitor who opens /login directly gets the same view without the app (`src/login-main.tsx`).
 */
export function LoginForm() {
  const navigate = useNavigate();
  const [alert, setAlert] = useAtom(authAlertAtom);
  return (
    <LoginView
      alert={alert}
      setAlert={setAlert}
      onSignedIn={() => navigate({ to: '/' })}
      onLink={(to) => {
        setAlert(null);
        void navigate({ to });
      }}
    />
  );
}
