import { createFileRoute } from '@tanstack/react-router';
import { SetupStoreForm } from '../../features/auth/setup-store-form';

/** SPEC.md §2, §4: reached after activation; no sidebar. */
export const Route = createFileRoute('/_app/setup-store')({
  staticData: { title: 'Thiết lập cửa hàng', hideSidebar: true },
  component: SetupStoreForm,
});
