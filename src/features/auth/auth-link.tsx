import { Link } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import type { ReactNode } from 'react';
import { authAlertAtom } from './atoms';

type AuthPath = '/login' | '/signup' | '/forgot-password';

/** A link between login, forgot-password and sign-up; switching clears the alert area (SPEC.md §4). */
export function AuthLink({ to, children }: { to: AuthPath; children: ReactNode }) {
  const setAlert = useSetAtom(authAlertAtom);
  return (
    <Link asChild color="brand.fg" fontWeight="medium">
      <RouterLink to={to} onClick={() => setAlert(null)}>
        {children}
      </RouterLink>
    </Link>
  );
}
