import { Box, Heading, SimpleGrid } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A titled card of form fields in a responsive grid (one column at 390 px). */
export function FormSection({
  title,
  columns = 3,
  children,
  actions,
}: {
  title: ReactNode;
  columns?: number;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Box as="section" bg="bg" borderWidth="1px" borderRadius="l2" p={{ base: '3', md: '4' }}>
      <Box display="flex" alignItems="center" justifyContent="space-between" mb="3">
        <Heading as="h2" size="sm">
          {title}
        </Heading>
        {actions}
      </Box>
      {columns > 0 ? (
        <SimpleGrid columns={{ base: 1, md: Math.min(columns, 2), lg: columns }} gap="3">
          {children}
        </SimpleGrid>
      ) : (
        children
      )}
    </Box>
  );
}
