import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserApp } from '../core/app';
import { isIgnoredError } from '../core/domain';
import { AppProvider } from './app-context';
import { ErrorBoundary, ServerErrorPanel } from './shell/error-boundary';
import { SiteLayout } from './shell/site-layout';
import './styles/tokens.css';
import './styles/base.css';

// §8: ResizeObserver loops and code chunks that did not arrive are not the site's errors; the page
// boundary shows the latter to the visitor. Nothing listening after this (a reporter) hears of them.
window.addEventListener('error', (event) => {
  if (isIgnoredError(event.message)) event.stopImmediatePropagation();
});

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
