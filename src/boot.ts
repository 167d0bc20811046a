/**
 * The page's first script (index.html): loads the login screen alone for a signed-out visitor on
 * /login, and the app for every other URL (issue 16: /login's first load carries no app code).
 * If the code cannot be fetched (offline before the service worker is installed, or a deploy
 * removed it), the splash is replaced by a Vietnamese message with a reload button.
 */
import { SESSION_KEYS } from './api/session';
import { entryFor, showLoadFailure } from './entry-choice';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
let token: string | null = null;
try {
  token = localStorage.getItem(SESSION_KEYS.token);
} catch {
  // Storage blocked: the app itself explains what it needs.
}
const loading =
  entryFor(window.location.pathname, token) === 'login'
    ? import('./login-main').then(({ mountStandaloneLogin }) => mountStandaloneLogin(root))
    : import('./main');
loading.catch((error: unknown) => {
  console.error(error);
  showLoadFailure(root);
});
