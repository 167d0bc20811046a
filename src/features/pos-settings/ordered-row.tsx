import { HStack, IconButton } from '@chakra-ui/react';
import { ArrowDown, ArrowUp, GripVertical, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';

export interface OrderedRowProps {
  index: number;
  count: number;
  label: string;
  /** Drag-and-drop group: rows only drop onto rows of the same list. */
  group: string;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
  children: ReactNode;
  selected?: boolean;
  onSelect?: () => void;
}

/** A row that can be dragged, or moved with the arrow buttons, within its list. */
export function OrderedRow({
  index,
  count,
  label,
  group,
  onMove,
  onRemove,
  children,
  selected,
  onSelect,
}: OrderedRowProps) {
  return (
    <HStack
      gap="1"
      px="2"
      py="1"
      borderWidth="1px"
      borderRadius="l2"
      bg={selected ? 'brand.subtle' : 'bg'}
      borderColor={selected ? 'brand.emphasized' : undefined}
      draggable
      onClick={onSelect}
      cursor={onSelect ? 'pointer' : undefined}
      onDragStart={(event) => {
        event.stopPropagation();
        event.dataTransfer.setData(`text/x-${group}`, String(index));
        event.dataTransfer.effectAllowed = 'move';
      }}
      onDragOver={(event) => {
        if (event.dataTransfer.types.includes(`text/x-${group}`)) event.preventDefault();
      }}
      onDrop={(event) => {
        const from = event.dataTransfer.getData(`text/x-${group}`);
        if (from === '') return;
        event.preventDefault();
        event.stopPropagation();
        onMove(Number(from), index);
      }}
      data-testid={`${group}-row`}
    >
      <GripVertical size={14} color="var(--chakra-colors-fg-subtle)" style={{ cursor: 'grab', flexShrink: 0 }} />
      {children}
      <IconButton
        size="2xs"
        variant="ghost"
        aria-label={`Lên: ${label}`}
        disabled={index === 0}
        onClick={(e) => (e.stopPropagation(), onMove(index, index - 1))}
      >
        <ArrowUp />
      </IconButton>
      <IconButton
        size="2xs"
        variant="ghost"
        aria-label={`Xuống: ${label}`}
        disabled={index === count - 1}
        onClick={(e) => (e.stopPropagation(), onMove(index, index + 1))}
      >
        <ArrowDown />
      </IconButton>
      <IconButton
        size="2xs"
        variant="ghost"
        colorPalette="red"
        aria-label={`Xóa: ${label}`}
        onClick={(e) => (e.stopPropagation(), onRemove())}
      >
        <Trash2 />
      </IconButton>
    </HStack>
  );
}
