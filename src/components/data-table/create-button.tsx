/**
 * A list's "add" button: a link to the page where a record is made, shown only to those who may
 * open that page (its route's permission), in the list's header and in its empty state.
 */
import { Button } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { useCanOpen } from '../route-permission';

export interface CreateTarget {
  /** The create page's path, e.g. `/customers/create`. */
  to: string;
  label: string;
}

export function CreateButton({ to, label, variant = 'solid' }: CreateTarget & { variant?: 'solid' | 'outline' }) {
  const canOpen = useCanOpen();
  if (!canOpen(to)) return null;
  return (
    <Button asChild size="sm" colorPalette="brand" variant={variant}>
      <Link to={to}>
        <Plus /> {label}
      </Link>
    </Button>
  );
}
