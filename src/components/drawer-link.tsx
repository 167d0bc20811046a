/** "Qua quầy": beside a voucher whose cash went through a register session's drawer, a link to that session. */
import { Link as ChakraLink } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { uiKit } from '../i18n/ui-kit';

export function DrawerLink({ sessionId }: { sessionId: string }) {
  return (
    <ChakraLink asChild color="brand.fg" fontSize="xs" ms="1">
      <Link to="/pos-registers/$id" params={{ id: sessionId }} title={uiKit.voucher.drawerTitle}>
        {uiKit.voucher.drawer}
      </Link>
    </ChakraLink>
  );
}
