import { Suspense, use, type ReactNode } from 'react';
import { RouteErrorBoundary, RouteLoading } from '#app/RouteError';
import { loadShell } from './loadShell';

function Shell({ children }: { children: ReactNode }) {
  const { MainLayout } = use(loadShell());
  return <MainLayout>{children}</MainLayout>;
}

/** The signed-in frame, loaded on first use, with the loading mark and a retry when its code fails. */
export function LazyMainLayout({ children }: { children: ReactNode }) {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<RouteLoading />}>
        <Shell>{children}</Shell>
      </Suspense>
    </RouteErrorBoundary>
  );
}
