import { Box, Heading, Text } from '@chakra-ui/react';
import { createFileRoute } from '@tanstack/react-router';
import { vi } from '../i18n/messages';

export const Route = createFileRoute('/login')({
  component: LoginPage,
});

function LoginPage() {
  return (
    <Box maxW="md" mx="auto" mt="20" p="8" bg="bg" borderRadius="l3" shadow="md">
      <Heading size="2xl" color="brand.fg">
        {vi.app.name}
      </Heading>
      <Text mt="2" color="fg.muted">
        {vi.app.tagline}
      </Text>
    </Box>
  );
}
