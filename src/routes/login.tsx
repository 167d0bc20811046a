import { createFileRoute } from '@tanstack/react-router';
import { LoginForm } from '../features/auth/login-form';

/**
 * SPEC.md §2: the login screen (also /Login: routes match case-insensitively). Its view is a chunk
 * of its own; while it loads after a redirect (a signed-out visitor at `/` or a signed-in page),
 * the splash stays on screen rather than an empty page. A link to it preloads it on hover.
 */
export const Route = createFileRoute('/login')({
  component: LoginForm,
  pendingMs: 0,
  pendingMinMs: 0,
});
