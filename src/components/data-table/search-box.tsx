import { Input, InputGroup } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { uiKit } from '../../i18n/ui-kit';
import { useDebounced } from './use-debounced';

export interface SearchBoxProps {
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  placeholder?: string;
  delayMs?: number;
}

/** A search input that reports its value once typing pauses; the URL holds the committed value. */
export function SearchBox({
  value,
  onChange,
  placeholder = uiKit.table.searchPlaceholder,
  delayMs = 350,
}: SearchBoxProps) {
  const [text, setText] = useState(value ?? '');
  const debounced = useDebounced(text, delayMs);
  const reported = useRef(value ?? '');

  // The URL changed from outside (back button, clear filters): show it.
  useEffect(() => {
    if ((value ?? '') !== reported.current) {
      reported.current = value ?? '';
      setText(value ?? '');
    }
  }, [value]);

  useEffect(() => {
    const next = debounced.trim();
    if (next === reported.current) return;
    reported.current = next;
    onChange(next === '' ? undefined : next);
  }, [debounced, onChange]);

  return (
    <InputGroup startElement={<Search size={16} />} flex={{ base: '1 1 100%', md: '1 0 16rem' }} maxW={{ md: '80' }}>
      <Input
        size="sm"
        type="search"
        aria-label={placeholder}
        placeholder={placeholder}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        bg="bg"
      />
    </InputGroup>
  );
}
