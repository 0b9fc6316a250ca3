import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isChunkLoadFailure } from '../../core/domain';
import { ServerErrorPanel } from '../shell/error-boundary';
import { CodeFailedPanel } from './code-failed-panel';

interface State {
  readonly error: { readonly chunk: boolean } | null;
}

/**
 * A page that fails shows its panel in place of the page, so the header and footer keep working; a
 * page whose code did not arrive offers 'Reintentar' and comes back by itself when the network does.
 */
interface Props {
  readonly children: ReactNode;
  readonly onRetry: () => void;
  /** Where the failure shows: in place of the page, or framed (a dialog's code shows it in a dialog). */
  readonly frame?: (failure: ReactNode) => ReactNode;
}

export class PageLoadBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    const message = error instanceof Error ? error.message : String(error);
    const name = error instanceof Error ? error.name : '';
    return { error: { chunk: isChunkLoadFailure(message, name) } };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    // §8 ignores ChunkLoadError: it is the network's, shown to the visitor, never reported as a bug.
    if (!isChunkLoadFailure(error.message, error.name))
      console.error('Error de la página', error, info.componentStack);
  }

  // The page-code flow got the code after all (core/machines/page-code.machine.ts): show the page again.
  private readonly retry = () => this.props.onRetry();

  override render() {
    const { error } = this.state;
    const { children, frame } = this.props;
    if (error === null) return children;
    if (!frame) return error.chunk ? <CodeFailedPanel retry={this.retry} /> : <ServerErrorPanel />;
    return frame(error.chunk ? <CodeFailedPanel retry={this.retry} heading="h2" /> : <ServerErrorPanel />);
  }
}
