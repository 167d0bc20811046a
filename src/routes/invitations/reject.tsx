import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { InvitationReject } from '../../features/auth/invitation-reject';
import { linkParam } from '../-search';

export const Route = createFileRoute('/invitations/reject')({
  validateSearch: z.object({ key: linkParam }),
  component: InvitationRejectPage,
});

function InvitationRejectPage() {
  const { key } = Route.useSearch();
  return <InvitationReject invitationKey={key} />;
}
