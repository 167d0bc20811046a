import { createFileRoute } from '@tanstack/react-router';
import { authScreens } from '../../../i18n/auth-screens';
import { SubscriptionPage } from '../../../features/auth/subscription-page';

/** Exempt from subscription gating (SPEC.md §1, GATE_EXEMPT_PATHS in src/domain/subscriptions.ts). */
export const Route = createFileRoute('/_app/settings/subscriptions')({
  staticData: { permission: 'viewSetting', title: authScreens.subscription.title, backTo: '/settings' },
  component: SubscriptionPage,
});
