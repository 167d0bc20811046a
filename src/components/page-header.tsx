/**
 * The title row of a page. Sub-pages (route meta `backTo`, or the `backTo` prop) get a back link
 * beside their title (SPEC.md §2). Title and back link default to the route's meta.
 */
import { Flex, Heading, HStack, IconButton } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { shellVi } from '../i18n/shell';
import { useRouteMeta } from './use-route-meta';

export interface PageHeaderProps {
  title?: string;
  backTo?: string;
  /** Buttons shown at the end of the row (create, export…). */
  actions?: ReactNode;
}

export function PageHeader({ title, backTo, actions }: PageHeaderProps) {
  const meta = useRouteMeta();
  const heading = title ?? meta.title;
  const back = backTo ?? meta.backTo;
  return (
    <Flex align="center" justify="space-between" gap="3" mb={{ base: '4', md: '6' }} wrap="wrap">
      <HStack gap="2" minW="0">
        {back && (
          <IconButton asChild variant="ghost" size="sm" aria-label={shellVi.page.back} title={shellVi.page.back}>
            <Link to={back}>
              <ArrowLeft />
            </Link>
          </IconButton>
        )}
        {heading && (
          <Heading as="h1" size={{ base: 'lg', md: 'xl' }} truncate>
            {heading}
          </Heading>
        )}
      </HStack>
      {actions && (
        <HStack gap="2" wrap="wrap">
          {actions}
        </HStack>
      )}
    </Flex>
  );
}
