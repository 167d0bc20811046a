/**
 * What a route shows when it fails (SPEC.md §8): a chunk that no longer loads offers a reload, a
 * server error (5xx) goes to /500, anything else is an error alert with its details and a way
 * back. Network failures arrive as ApiErrors whose message is already Vietnamese.
 */
import { Alert, Box, Button, Code, HStack } from '@chakra-ui/react';
import { Link, Navigate, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { ApiError } from '../api/errors';
import { vi } from '../i18n/messages';
import { shellVi } from '../i18n/shell';
import { chunkName, isChunkLoadError } from './chunk-error';

export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  if (error instanceof ApiError && error.status >= 500) return <Navigate to="/500" replace />;

  if (isChunkLoadError(error)) {
    return (
      <Box p={{ base: '4', md: '8' }} maxW="3xl" mx="auto">
        <Alert.Root status="warning" borderRadius="l3" alignItems="flex-start">
          <Alert.Indicator />
          <Alert.Content gap="3">
            <Alert.Title>{shellVi.errors.chunkTitle}</Alert.Title>
            <Alert.Description>{vi.errors.chunkLoad(chunkName(error))}</Alert.Description>
            <HStack>
              <Button size="sm" colorPalette="brand" onClick={() => window.location.reload()}>
                {vi.common.reload}
              </Button>
            </HStack>
          </Alert.Content>
        </Alert.Root>
      </Box>
    );
  }

  const message = error instanceof Error ? error.message : String(error);
  const stack = error instanceof Error ? error.stack : undefined;
  return (
    <Box p={{ base: '4', md: '8' }} maxW="3xl" mx="auto">
      <Alert.Root status="error" borderRadius="l3" alignItems="flex-start">
        <Alert.Indicator />
        <Alert.Content gap="3" minW="0">
          <Alert.Title>{error instanceof ApiError ? message : shellVi.errors.renderTitle}</Alert.Title>
          {!(error instanceof ApiError) && <Alert.Description>{message}</Alert.Description>}
          {stack && (
            <details>
              <summary>{shellVi.errors.details}</summary>
              <Code as="pre" display="block" whiteSpace="pre-wrap" fontSize="xs" mt="2" p="2" maxH="60" overflow="auto">
                {stack}
              </Code>
            </details>
          )}
          <HStack wrap="wrap">
            <Button
              size="sm"
              colorPalette="brand"
              onClick={() => {
                reset();
                void router.invalidate();
              }}
            >
              {shellVi.errors.tryAgain}
            </Button>
            <Button size="sm" variant="outline" onClick={() => router.history.back()}>
              {shellVi.page.back}
            </Button>
            <Button size="sm" variant="ghost" asChild>
              <Link to="/">{shellVi.page.goHome}</Link>
            </Button>
          </HStack>
        </Alert.Content>
      </Alert.Root>
    </Box>
  );
}
