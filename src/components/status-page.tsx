/** A whole-screen page without the app layout, for /404 and /500 (SPEC.md §2). */
import { Button, Center, Heading, HStack, Text, VStack } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { vi } from '../i18n/messages';
import { shellVi } from '../i18n/shell';

export interface StatusPageProps {
  code: string;
  title: string;
  message: string;
  /** Extra actions beside the link home. */
  actions?: ReactNode;
}

export function StatusPage({ code, title, message, actions }: StatusPageProps) {
  return (
    <Center minH="100dvh" px="6" py="10" bg="bg.subtle" as="main">
      <VStack gap="4" maxW="md" textAlign="center">
        <Text fontSize={{ base: '6xl', md: '7xl' }} fontWeight="bold" color="brand.fg" lineHeight="1">
          {code}
        </Text>
        <Heading as="h1" size="xl">
          {title}
        </Heading>
        <Text color="fg.muted">{message}</Text>
        <HStack gap="3" wrap="wrap" justify="center">
          <Button asChild colorPalette="brand">
            <Link to="/">{shellVi.page.goHome}</Link>
          </Button>
          {actions}
        </HStack>
        <Text fontSize="sm" color="fg.muted" mt="6">
          {vi.app.name}
        </Text>
      </VStack>
    </Center>
  );
}
