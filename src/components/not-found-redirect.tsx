/** SPEC.md §2: unknown paths go to /404 (replacing the unknown entry in the history). */
import { Navigate } from '@tanstack/react-router';

export function NotFoundRedirect() {
  return <Navigate to="/404" replace />;
}
