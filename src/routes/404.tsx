import { createFileRoute } from '@tanstack/react-router';
import { StatusPage } from '../components/status-page';
import { shellVi } from '../i18n/shell';

/** SPEC.md §2: unknown paths land here; no sidebar, no header. */
export const Route = createFileRoute('/404')({
  staticData: { title: shellVi.errors.notFoundTitle },
  component: () => <StatusPage code="404" title={shellVi.errors.notFoundTitle} message={shellVi.errors.notFound} />,
});
