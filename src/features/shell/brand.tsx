/** The PharmaTill mark, linking to the dashboard; `compact` shows the mark alone. */
import { Box, HStack, Icon, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Pill } from 'lucide-react';
import { vi } from '../../i18n/messages';

export function Brand({ compact = false, onNavigate }: { compact?: boolean; onNavigate?: () => void }) {
  return (
    <HStack asChild gap="2.5" color="fg" _hover={{ textDecoration: 'none' }} minW="0">
      <Link to="/dashboard" aria-label={vi.app.name} title={vi.app.name} onClick={onNavigate}>
        <Box bg="brand.solid" color="brand.contrast" borderRadius="l2" p="1.5" display="flex" flexShrink="0">
          <Icon boxSize="5">
            <Pill />
          </Icon>
        </Box>
        {!compact && (
          <Text fontWeight="bold" fontSize="lg" letterSpacing="tight" truncate>
            {vi.app.name}
          </Text>
        )}
      </Link>
    </HStack>
  );
}
