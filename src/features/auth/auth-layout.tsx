import { Box, Card, Flex, Heading, Image, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { authScreens as t } from '../../i18n/auth-screens';
import { vi } from '../../i18n/messages';

/** The frame of every public account screen: a centered card on a soft background with the logo. */
export function AuthLayout({
  title,
  subtitle,
  children,
  footer,
  width = '440px',
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  width?: string;
}) {
  return (
    <Flex
      minH="100dvh"
      direction="column"
      align="center"
      justify="center"
      px={{ base: '4', sm: '6' }}
      py={{ base: '8', sm: '12' }}
      bgGradient="to-br"
      gradientFrom="brand.50"
      gradientVia="bg.subtle"
      gradientTo="bg.subtle"
    >
      <Stack gap="6" w="full" maxW={width}>
        <Flex align="center" justify="center" gap="3">
          <Image src="/favicon.svg" alt={t.brand.logoAlt} boxSize="11" />
          <Box>
            <Text fontSize="2xl" fontWeight="bold" color="brand.fg" lineHeight="1.1" letterSpacing="tight">
              {vi.app.name}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {t.brand.tagline}
            </Text>
          </Box>
        </Flex>
        <Card.Root
          variant="elevated"
          colorPalette="brand"
          borderRadius="l3"
          shadow="lg"
          borderWidth="1px"
          borderColor="border.muted"
        >
          <Card.Header pb="0" gap="1.5">
            <Heading as="h1" size="xl">
              {title}
            </Heading>
            {subtitle ? (
              <Text color="fg.muted" fontSize="sm">
                {subtitle}
              </Text>
            ) : null}
          </Card.Header>
          <Card.Body>{children}</Card.Body>
          {footer ? (
            <Card.Footer
              justifyContent="center"
              borderTopWidth="1px"
              borderColor="border.muted"
              pt="4"
              fontSize="sm"
              color="fg.muted"
            >
              {footer}
            </Card.Footer>
          ) : null}
        </Card.Root>
        <Text textAlign="center" fontSize="xs" color="fg.muted">
          {t.brand.footer}
        </Text>
      </Stack>
    </Flex>
  );
}
