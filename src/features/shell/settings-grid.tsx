/** The /settings index: a card for each settings page the signed-in user may open. */
import { Box, Card, HStack, Icon, SimpleGrid, Text } from '@chakra-ui/react';
import { Link, useRouter } from '@tanstack/react-router';
import { ChevronRight } from 'lucide-react';
import { useMemo } from 'react';
import { PageHeader } from '../../components/page-header';
import { useSession } from '../../components/session';
import { shellVi } from '../../i18n/shell';
import { routePermission } from '../../components/route-permission';
import { visibleSettingsLinks } from './settings-links';

export function SettingsGrid() {
  const { roles } = useSession();
  const router = useRouter();
  const links = useMemo(() => visibleSettingsLinks(roles, routePermission(router)), [roles, router]);
  return (
    <>
      <PageHeader />
      {links.length === 0 && <Text color="fg.muted">{shellVi.settingsPages.none}</Text>}
      <SimpleGrid columns={{ base: 1, sm: 2, xl: 3 }} gap="4">
        {links.map((link) => (
          <Card.Root
            key={link.key}
            asChild
            variant="outline"
            bg="bg"
            _hover={{ borderColor: 'brand.emphasized', shadow: 'sm' }}
            transition="all 0.15s"
          >
            <Link to={link.to} data-settings-key={link.key}>
              <Card.Body p="4">
                <HStack gap="4" align="flex-start">
                  <Box bg="brand.subtle" color="brand.fg" borderRadius="l2" p="2.5" display="flex">
                    <Icon boxSize="5">
                      <link.icon />
                    </Icon>
                  </Box>
                  <Box flex="1" minW="0">
                    <Text fontWeight="semibold">{link.title}</Text>
                    <Text fontSize="sm" color="fg.muted" mt="1">
                      {link.hint}
                    </Text>
                  </Box>
                  <Icon boxSize="4" color="fg.subtle" alignSelf="center">
                    <ChevronRight />
                  </Icon>
                </HStack>
              </Card.Body>
            </Link>
          </Card.Root>
        ))}
      </SimpleGrid>
    </>
  );
}
