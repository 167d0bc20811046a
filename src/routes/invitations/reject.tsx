import { createFileRoute } from '@tanstack/react-router';
import { InvitationReject } from '../../features/auth/invitation-reject';
import { linkSearch } from '../-search';

export const Route = createFileRoute('/invitations/reject')({
  validateSearch: linkSearch('key'),
  component: InvitationRejectPage,
});

function InvitationRejectPage() {
  const { key } = Route.useSearch();
  return <InvitationReject invitationKey={key} />;
}
