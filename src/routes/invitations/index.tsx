import { createFileRoute } from '@tanstack/react-router';
import { InvitationAccept } from '../../features/auth/invitation-accept';
import { linkSearch } from '../-search';

export const Route = createFileRoute('/invitations/')({
  validateSearch: linkSearch('key'),
  component: InvitationPage,
});

function InvitationPage() {
  const { key } = Route.useSearch();
  return <InvitationAccept key={key} invitationKey={key} />;
}
