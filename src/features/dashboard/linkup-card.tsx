/**
 * The national link-up's open problems on the dashboard: refused messages and messages held back
 * (a product without a national drug code), each a link to /link-ups filtered to them. Shown only
 * to those who may open the link-up page, and only when there is something to fix.
 */
import { HStack, Link as ChakraLink, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { LINKUPS_PATH, linkupsApi } from '../../api/linkups';
import { useCanOpen } from '../../components/route-permission';
import { linkupsVi } from '../../i18n/linkups';
import { Panel } from './kpi-cards';

export function LinkupCard() {
  // Asked of the /link-ups route itself (src/routes/_app/link-ups/index.tsx).
  const allowed = useCanOpen()('/link-ups');
  const query = useQuery({
    queryKey: [LINKUPS_PATH, 'summary'],
    queryFn: () => linkupsApi.summary(),
    enabled: allowed,
  });
  const s = query.data;
  if (!allowed || !s || s.refused + s.held === 0) return null;
  return (
    <Panel title={linkupsVi.dashboard.title} testId="linkup-card">
      <HStack gap="6" wrap="wrap">
        <ChakraLink asChild color={s.refused > 0 ? 'fg.error' : 'brand.fg'}>
          <Link to="/link-ups" search={{ status: 'refused' }} data-testid="linkup-count-refused">
            <Text as="span" fontSize="2xl" fontWeight="bold" me="1">
              {s.refused}
            </Text>
            {linkupsVi.dashboard.refused}
          </Link>
        </ChakraLink>
        <ChakraLink asChild color={s.held > 0 ? 'fg.warning' : 'brand.fg'}>
          <Link to="/link-ups" search={{ problems: 'true', status: 'waiting' }} data-testid="linkup-count-held">
            <Text as="span" fontSize="2xl" fontWeight="bold" me="1">
              {s.held}
            </Text>
            {linkupsVi.dashboard.held}
          </Link>
        </ChakraLink>
      </HStack>
    </Panel>
  );
}
