import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordForm } from '../features/auth/reset-password-form';
import { linkSearch } from './-search';

export const Route = createFileRoute('/reset-password')({
  validateSearch: linkSearch('uid', 'token'),
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  const { uid, token } = Route.useSearch();
  return <ResetPasswordForm uid={uid} token={token} />;
}
