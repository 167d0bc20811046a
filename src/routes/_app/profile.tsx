import { createFileRoute } from '@tanstack/react-router';
import { authScreens } from '../../i18n/auth-screens';
import { ProfilePage } from '../../features/auth/profile-page';

export const Route = createFileRoute('/_app/profile')({
  staticData: { title: authScreens.profile.title },
  component: ProfilePage,
});
