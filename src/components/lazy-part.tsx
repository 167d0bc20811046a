/**
 * A part of a page whose code loads on demand (the receipt, the VietQR encoder, the dialogs of
 * lazy-overlay.tsx): a placeholder while it loads and, when its code cannot be fetched (offline
 * before the app was cached), a Vietnamese message with a retry in its place, so the rest of the
 * page (a sale at the counter) carries on.
 */
import { Alert, Button } from '@chakra-ui/react';
import { CatchBoundary } from '@tanstack/react-router';
import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { shellVi } from '../i18n/shell';

export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode) {
  // React.lazy keeps a failed import: a retry needs a new one.
  const make = () => lazy(() => load().then((component) => ({ default: component })));
  let Part = make();

  return function LazyPart(props: P) {
    const [attempt, setAttempt] = useState(0);
    const retry = () => {
      Part = make();
      setAttempt((n) => n + 1);
    };
    return (
      <CatchBoundary
        getResetKey={() => attempt}
        errorComponent={() => (
          <Alert.Root status="warning" role="alert">
            <Alert.Indicator />
            <Alert.Title flex="1">{shellVi.errors.partFailed}</Alert.Title>
            <Button size="sm" variant="outline" onClick={retry}>
              {shellVi.errors.tryAgain}
            </Button>
          </Alert.Root>
        )}
      >
        <Suspense fallback={fallback}>
          <Part {...props} />
        </Suspense>
      </CatchBoundary>
    );
  };
}
