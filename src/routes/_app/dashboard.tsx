import { Heading } from '@chakra-ui/react';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/dashboard')({
  staticData: { title: 'Tổng quan' },
  component: () => <Heading size="lg">Tổng quan</Heading>,
});
