import { createFileRoute } from '@tanstack/react-router';
import { ConfirmAccount } from '../features/auth/confirm-account';
import { linkSearch } from './-search';

export const Route = createFileRoute('/confirm')({
  validateSearch: linkSearch('uid', 'token'),
  component: ConfirmPage,
});

function ConfirmPage() {
  const { uid, token } = Route.useSearch();
  return <ConfirmAccount uid={uid} token={token} />;
}
