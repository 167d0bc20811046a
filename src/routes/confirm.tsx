import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { ConfirmAccount } from '../features/auth/confirm-account';
import { linkParam } from './-search';

export const Route = createFileRoute('/confirm')({
  validateSearch: z.object({ uid: linkParam, token: linkParam }),
  component: ConfirmPage,
});

function ConfirmPage() {
  const { uid, token } = Route.useSearch();
  return <ConfirmAccount uid={uid} token={token} />;
}
