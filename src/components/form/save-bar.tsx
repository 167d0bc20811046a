import { Button, HStack } from '@chakra-ui/react';

/** The submit button of a long form, kept in view at the bottom of the page while it scrolls. */
export function SaveBar({
  label,
  loading,
  variant = 'solid',
}: {
  label: string;
  loading: boolean;
  variant?: 'solid' | 'outline';
}) {
  return (
    <HStack
      justify="end"
      gap="2"
      position="sticky"
      bottom="0"
      bg="bg.subtle"
      py="3"
      mt="4"
      borderTopWidth="1px"
      zIndex="1"
    >
      <Button type="submit" size="sm" variant={variant} colorPalette="brand" loading={loading}>
        {label}
      </Button>
    </HStack>
  );
}
