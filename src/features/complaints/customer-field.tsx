/** Finds a customer by name, code or phone and picks one; shows the chosen name with a way to clear it. */
import { Box, CloseButton, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { customersApi } from '../../api/parties';
import { useDebounced } from '../../components/data-table/use-debounced';

export function CustomerField({
  name,
  label,
  value,
  onChange,
}: {
  name: string | null;
  label: string;
  value: string | null;
  onChange: (id: string | null, name: string | null) => void;
}) {
  const [text, setText] = useState('');
  const search = useDebounced(text.trim(), 250);
  const results = useQuery({
    queryKey: ['customers', 'picker', search],
    queryFn: () => customersApi.list({ search, page_size: 8 }),
    enabled: search.length > 0,
  });
  if (value) {
    return (
      <HStack w="full" borderWidth="1px" borderRadius="l2" px="3" py="1" justify="space-between">
        <Text fontSize="sm">{name}</Text>
        <CloseButton size="xs" aria-label={label} onClick={() => onChange(null, null)} />
      </HStack>
    );
  }
  const rows = results.data?.data ?? [];
  return (
    <Box position="relative" w="full">
      <Input
        size="sm"
        aria-label={label}
        placeholder={label}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
      />
      {search && rows.length > 0 ? (
        <Stack
          gap="0"
          position="absolute"
          zIndex="dropdown"
          top="100%"
          mt="1"
          left="0"
          right="0"
          bg="bg"
          borderWidth="1px"
          borderRadius="l2"
          shadow="md"
          maxH="60"
          overflowY="auto"
        >
          {rows.map((c) => (
            <Box
              key={c.id}
              px="3"
              py="2"
              cursor="pointer"
              _hover={{ bg: 'bg.muted' }}
              onClick={() => (onChange(c.id, c.full_name), setText(''))}
            >
              <Text fontSize="sm">{c.full_name}</Text>
              <Text fontSize="xs" color="fg.muted">
                {c.code} · {c.phone ?? ''}
              </Text>
            </Box>
          ))}
        </Stack>
      ) : null}
    </Box>
  );
}
