import { createFileRoute } from '@tanstack/react-router';
import { pageTitles } from '../../i18n/page-titles';
import { ProfilePage } from '../../features/auth/profile-page';

export const Route = createFileRoute('/_app/profile')({
  staticData: { title: pageTitles.profile },
  component: ProfilePage,
});
