/** What a signed-in user sees instead of a page their roles do not allow (SPEC.md §6). */
import { Button, EmptyState, VStack } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { ShieldAlert } from 'lucide-react';
import { shellVi } from '../i18n/shell';

export function NoPermission() {
  return (
    <EmptyState.Root bg="bg" borderRadius="l3" borderWidth="1px" py={{ base: '10', md: '16' }} role="alert">
      <EmptyState.Content>
        <EmptyState.Indicator color="orange.fg">
          <ShieldAlert />
        </EmptyState.Indicator>
        <VStack textAlign="center" maxW="lg">
          <EmptyState.Title>{shellVi.page.noPermissionTitle}</EmptyState.Title>
          <EmptyState.Description>{shellVi.page.noPermission}</EmptyState.Description>
        </VStack>
        <Button asChild colorPalette="brand">
          <Link to="/dashboard">{shellVi.page.goDashboard}</Link>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
