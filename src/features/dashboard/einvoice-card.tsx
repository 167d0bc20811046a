/**
 * E-invoices not yet accepted by the tax authority (waiting, sent, refused), each count a link to
 * /einvoices filtered by it, and the end-of-day alert: invoices of a shop day that has ended and
 * are still not accepted (held adjustments waiting for their sale's invoice among them, though they
 * have no count of their own). Shown only when there is something to look at.
 */
import { Alert, HStack, Link as ChakraLink, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { EINVOICES_PATH, einvoicesApi } from '../../api/einvoices';
import { einvoicesVi } from '../../i18n/einvoices';
import { Panel } from './kpi-cards';

const KINDS = ['waiting', 'sent', 'refused'] as const;

export function EinvoiceCard() {
  const query = useQuery({ queryKey: [EINVOICES_PATH, 'summary'], queryFn: () => einvoicesApi.summary() });
  const s = query.data;
  if (!s || s.waiting + s.sent + s.refused + s.overdue === 0) return null;
  return (
    <Panel title={einvoicesVi.dashboard.title} testId="einvoice-card">
      {s.overdue > 0 && (
        <Alert.Root status="warning" mb="3" data-testid="einvoice-overdue">
          <Alert.Indicator />
          <Alert.Description>{einvoicesVi.dashboard.overdue(s.overdue)}</Alert.Description>
        </Alert.Root>
      )}
      <HStack gap="6" wrap="wrap">
        {KINDS.map((kind) => (
          <ChakraLink key={kind} asChild color={kind === 'refused' && s[kind] > 0 ? 'fg.error' : 'brand.fg'}>
            <Link to="/einvoices" search={{ delivery: kind }} data-testid={`einvoice-count-${kind}`}>
              <Text as="span" fontSize="2xl" fontWeight="bold" me="1">
                {s[kind]}
              </Text>
              {einvoicesVi.deliveries[kind]}
            </Link>
          </ChakraLink>
        ))}
      </HStack>
    </Panel>
  );
}
