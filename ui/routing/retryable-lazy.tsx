import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

/** Pages whose code failed to arrive, each with a way to ask for it again. */
const failed = new Set<() => void>();

/**
 * React.lazy keeps a failed import for good; this one asks again after retryFailedPages(), so a page
 * whose code did not arrive (offline, a dropped connection) can still open without a full reload.
 */
export function retryableLazy<P extends object>(load: Loader<P>): ComponentType<P> {
  let current: LazyExoticComponent<ComponentType<P>>;
  const reset = () => {
    current = lazy(() =>
      load().catch((cause: unknown) => {
        failed.add(reset);
        throw cause;
      }),
    );
  };
  reset();
  function RetryablePage(props: P) {
    const Current = current;
    return <Current {...props} />;
  }
  return RetryablePage;
}

export function retryFailedPages(): void {
  const resets = [...failed];
  failed.clear();
  for (const reset of resets) reset();
}
