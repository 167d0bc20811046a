import { createFileRoute } from '@tanstack/react-router';
import { pageTitles } from '../../../i18n/page-titles';
import { SubscriptionPage } from '../../../features/auth/subscription-page';

/** Exempt from subscription gating (SPEC.md §1, GATE_EXEMPT_PATHS in src/domain/subscriptions.ts). */
export const Route = createFileRoute('/_app/settings/subscriptions')({
  staticData: { permission: 'viewSetting', title: pageTitles.subscription, backTo: '/settings' },
  component: SubscriptionPage,
});
