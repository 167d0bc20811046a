/**
 * The entry of dist/login.html, which the server and the service worker answer for /login
 * (issue 16): the login screen alone, without the app's router, Chakra or till code. Signing in
 * leaves for `/` by a full load. The service worker is registered here too, since a till's first
 * visit is this page. Inside the app, a redirect to /login shows the same screen through the app's
 * own route.
 */
import './preact-setup';
import { registerServiceWorker } from './components/pwa/register-sw';
import { mountStandaloneLogin } from './features/auth/standalone-login';

const root = document.getElementById('root');
if (!root) throw new Error('login.html has no #root element');
mountStandaloneLogin(root);
registerServiceWorker();
