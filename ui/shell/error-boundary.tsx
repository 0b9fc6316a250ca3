import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTOrEs } from '../i18n/texts';
import styles from './error-boundary.module.css';
import { useContactEmail } from '../visitors/use-contact-email';

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
  const t = useTOrEs();
  const contactEmail = useContactEmail();
  return (
    <section className={styles.panel} role="alert">
      <h1>{t('appError.title')}</h1>
      <p>{t('appError.text')}</p>
      <p>
        {t('appError.contact')} <a href={`mailto:${contactEmail}`}>{contactEmail}</a>.
      </p>
      <a className="button button-primary" href="/">
        {t('appError.reload')}
      </a>
    </section>
  );
}
