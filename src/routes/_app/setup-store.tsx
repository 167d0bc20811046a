import { createFileRoute } from '@tanstack/react-router';
import { authScreens } from '../../i18n/auth-screens';
import { SetupStoreForm } from '../../features/auth/setup-store-form';

/** SPEC.md §2, §4: reached after activation; no sidebar. */
export const Route = createFileRoute('/_app/setup-store')({
  staticData: { title: authScreens.setupStore.title, hideSidebar: true },
  component: SetupStoreForm,
});
