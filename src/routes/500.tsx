import { Button } from '@chakra-ui/react';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { StatusPage } from '../components/status-page';
import { shellVi } from '../i18n/shell';

/** SPEC.md §8: a server error (5xx) lands here; no sidebar, no header, a way back and home. */
export const Route = createFileRoute('/500')({
  staticData: { title: shellVi.errors.serverTitle },
  component: ServerErrorPage,
});

function ServerErrorPage() {
  const router = useRouter();
  return (
    <StatusPage
      code="500"
      title={shellVi.errors.serverTitle}
      message={shellVi.errors.server}
      actions={
        <Button variant="outline" onClick={() => router.history.back()}>
          {shellVi.page.back}
        </Button>
      }
    />
  );
}
