import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserApp } from '../core/app';
import { AppProvider } from './app-context';
import { ErrorBoundary, ServerErrorPanel } from './shell/error-boundary';
import { SiteLayout } from './shell/site-layout';
import './styles/tokens.css';
import './styles/base.css';

const root = createRoot(document.getElementById('root') as HTMLElement);

async function boot() {
  const app = await createBrowserApp();
  root.render(
    <StrictMode>
      <ErrorBoundary>
        <AppProvider value={app}>
          <SiteLayout />
        </AppProvider>
      </ErrorBoundary>
    </StrictMode>,
  );
}

boot().catch((cause: unknown) => {
  console.error('No se pudo iniciar el sitio', cause);
  root.render(<ServerErrorPanel />);
});
