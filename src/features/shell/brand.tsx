/**
 * The PharmaTill mark, linking to the dashboard; `compact` shows the mark alone, `nameFromSm` the
 * name only from tablet width (a phone's header has no room for it beside its controls). The mark is the
 * app's icon (`public/favicon.svg`), the same as on the account screens and the installed app.
 */
import { HStack, Image, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { vi } from '../../i18n/messages';

export function Brand({
  compact = false,
  nameFromSm = false,
  onNavigate,
}: {
  compact?: boolean;
  nameFromSm?: boolean;
  onNavigate?: () => void;
}) {
  return (
    <HStack asChild gap="2.5" color="fg" _hover={{ textDecoration: 'none' }} minW="0">
      <Link to="/dashboard" aria-label={vi.app.name} title={vi.app.name} onClick={onNavigate}>
        <Image src="/favicon.svg" alt="" boxSize="8" flexShrink="0" />
        {!compact && (
          <Text
            fontWeight="bold"
            fontSize="lg"
            letterSpacing="tight"
            truncate
            hideBelow={nameFromSm ? 'sm' : undefined}
          >
            {vi.app.name}
          </Text>
        )}
      </Link>
    </HStack>
  );
}
