import { Component, type ErrorInfo, type ReactNode } from 'react';
import { CONTACT_EMAIL } from '../../core/domain';
import styles from './error-boundary.module.css';

interface State {
  readonly failed: boolean;
}

/** No failure may leave a blank screen: a render error shows a way back instead. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Error de la vista', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <ServerErrorPanel />;
  }
}

export function ServerErrorPanel() {
  return (
    <section className={styles.panel} role="alert">
      <h1>Algo salió mal</h1>
      <p>No pudimos mostrar esta página. Revisa tu conexión a internet y vuelve a cargarla.</p>
      <p>
        Si el problema sigue, escríbenos a <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
      </p>
      <a className="button button-primary" href="/">
        Volver a cargar
      </a>
    </section>
  );
}
