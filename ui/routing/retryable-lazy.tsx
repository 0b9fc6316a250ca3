import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { noteFailedCode } from '../../core/app/page-code-flow';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

/**
 * React.lazy keeps a failed import for good; this one notes its failure (core/adapters/browser/failed-code)
 * and, asked again by the page-code flow, imports again and starts a fresh lazy once the code arrived,
 * so a page whose code did not arrive (offline, a dropped connection) can still open without a reload.
 */
export function retryableLazy<P extends object>(load: Loader<P>): ComponentType<P> {
  let current: LazyExoticComponent<ComponentType<P>>;
  const reset = () => {
    current = lazy(() =>
      load().catch((cause: unknown) => {
        noteFailedCode(askAgain);
        throw cause;
      }),
    );
  };
  const askAgain = (): Promise<void> =>
    load().then(reset, (cause: unknown) => {
      noteFailedCode(askAgain);
      throw cause;
    });
  reset();
  function RetryablePage(props: P) {
    const Current = current;
    return <Current {...props} />;
  }
  return RetryablePage;
}
