import { createFileRoute } from '@tanstack/react-router';
import { LoginForm } from '../features/auth/login-form';

/** SPEC.md §2: the login screen (also /Login: routes match case-insensitively). */
export const Route = createFileRoute('/login')({
  component: LoginForm,
});
