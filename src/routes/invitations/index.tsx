import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { InvitationAccept } from '../../features/auth/invitation-accept';
import { linkParam } from '../-search';

export const Route = createFileRoute('/invitations/')({
  validateSearch: z.object({ key: linkParam }),
  component: InvitationPage,
});

function InvitationPage() {
  const { key } = Route.useSearch();
  return <InvitationAccept key={key} invitationKey={key} />;
}
