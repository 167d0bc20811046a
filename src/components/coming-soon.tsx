/**
 * An honest empty page for an area whose screens come in a later update: its title (and back
 * link) from the route meta and one sentence saying so. It shows no data at all.
 */
import { EmptyState, VStack } from '@chakra-ui/react';
import { Construction } from 'lucide-react';
import { shellVi } from '../i18n/shell';
import { PageHeader } from './page-header';

export function ComingSoon({ message = shellVi.page.comingSoon }: { message?: string }) {
  return (
    <>
      <PageHeader />
      <EmptyState.Root bg="bg" borderRadius="l3" borderWidth="1px" py={{ base: '10', md: '16' }}>
        <EmptyState.Content>
          <EmptyState.Indicator color="brand.fg">
            <Construction />
          </EmptyState.Indicator>
          <VStack textAlign="center">
            <EmptyState.Title>{message}</EmptyState.Title>
          </VStack>
        </EmptyState.Content>
      </EmptyState.Root>
    </>
  );
}
