import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { ResetPasswordForm } from '../features/auth/reset-password-form';
import { linkParam } from './-search';

export const Route = createFileRoute('/reset-password')({
  validateSearch: z.object({ uid: linkParam, token: linkParam }),
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  const { uid, token } = Route.useSearch();
  return <ResetPasswordForm uid={uid} token={token} />;
}
