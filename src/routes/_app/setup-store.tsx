import { createFileRoute } from '@tanstack/react-router';
import { pageTitles } from '../../i18n/page-titles';
import { SetupStoreForm } from '../../features/auth/setup-store-form';

/** SPEC.md §2, §4: reached after activation; no sidebar. */
export const Route = createFileRoute('/_app/setup-store')({
  staticData: { title: pageTitles.setupStore, hideSidebar: true },
  component: SetupStoreForm,
});
