import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { InlineAlert } from '#ds/feedback/InlineAlert';
import { Spinner } from '#ds/feedback/Spinner';
import { useT } from '#ds/i18n';
import { isChunkLoadError, type LazyScreen } from './chunks';
import { StyledRouteError, StyledRouteLoading } from './RouteError.styles';

export type RouteErrorScreenProps = {
  /** What went wrong: a `ChunkLoadError` gets its own wording, anything else 'Something went wrong!'. */
  error: unknown;
  onRetry: () => void;
};

/** What a route shows when its code did not load (or its screen crashed), with a retry. */
export function RouteErrorScreen({ error, onRetry }: RouteErrorScreenProps) {
  const t = useT();
  const chunk = isChunkLoadError(error);
  return (
    <StyledRouteError>
      <InlineAlert
        tone="critical"
        title={chunk ? t('routeError.title') : t('common.somethingWentWrong')}
        description={
          chunk
            ? t(error.reason === 'timeout' ? 'routeError.timeout' : 'routeError.failed')
            : undefined
        }
        onRetry={onRetry}
      />
    </StyledRouteError>
  );
}

/** The page area while a route's chunk loads. */
export function RouteLoading() {
  return (
    <StyledRouteLoading>
      <Spinner size="large" />
    </StyledRouteLoading>
  );
}

export type RouteErrorBoundaryProps = {
  children: ReactNode;
  /** Changing it (the location) clears the error: the user went elsewhere. */
  resetKey?: string;
  /** Called before a retry renders the children again (a lazy screen forgets its failed load). */
  onRetry?: () => void;
  /**
   * Reloads the page. A second retry after a failed (not slow) load reloads, because browsers
   * keep a failed module import for the life of the page.
   */
  reload?: () => void;
};

type BoundaryState = { error: unknown; failures: number };

const noError: BoundaryState = { error: null, failures: 0 };

/** Catches a route's load error (or crash) and shows `RouteErrorScreen` in its place. */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, BoundaryState> {
  override state: BoundaryState = noError;

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('Unknown error') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.setState((state) => ({ failures: state.failures + 1 }));
    console.error('[route] the screen could not be shown', error, info.componentStack);
  }

  override componentDidUpdate(previous: RouteErrorBoundaryProps): void {
    if (previous.resetKey !== this.props.resetKey && this.state.error) {
      this.props.onRetry?.();
      this.setState(noError);
    }
  }

  private readonly retry = () => {
    const { error, failures } = this.state;
    if (isChunkLoadError(error) && error.reason === 'failed' && failures > 1) {
      (this.props.reload ?? (() => window.location.reload()))();
      return;
    }
    this.props.onRetry?.();
    this.setState({ error: null });
  };

  override render() {
    if (this.state.error) return <RouteErrorScreen error={this.state.error} onRetry={this.retry} />;
    return this.props.children;
  }
}

export type LazyRouteProps = {
  screen: LazyScreen;
  /** The location: a new one clears a shown error. */
  resetKey?: string;
  /** Shown while the chunk loads; a large spinner by default. */
  fallback?: ReactNode;
};

/** A route's screen: loaded on demand, with the time-out, the loading mark and the error screen with retry. */
export function LazyRoute({ screen, resetKey, fallback }: LazyRouteProps) {
  const { Component: Screen } = screen;
  return (
    <RouteErrorBoundary resetKey={resetKey} onRetry={screen.reset}>
      <Suspense fallback={fallback ?? <RouteLoading />}>
        <Screen />
      </Suspense>
    </RouteErrorBoundary>
  );
}
