/** A document state badge shared by the stock screens. */
import { Badge } from '@chakra-ui/react';

const PALETTE: Record<string, string> = {
  draft: 'gray',
  new: 'gray',
  ordered: 'blue',
  counting: 'blue',
  processing: 'blue',
  partially_received: 'orange',
  received: 'green',
  done: 'green',
  resolved: 'green',
  closed: 'purple',
  cancelled: 'red',
};

/** A document's state as a coloured badge with its Vietnamese label. */
export function StateBadge({ state, labels }: { state: string; labels: Record<string, string> }) {
  return <Badge colorPalette={PALETTE[state] ?? 'gray'}>{labels[state] ?? state}</Badge>;
}
