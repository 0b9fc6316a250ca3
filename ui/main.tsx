import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserApp, loadTranslator } from '../core/app';
import { isIgnoredError, resolveFinal } from '../core/domain';
import { AppProvider } from './app-context';
import { TextProvider } from './i18n/texts';
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
  // The page's language is its address's (/en/…, /pt/…); es needs no download.
  const { resolution } = resolveFinal(window.location.pathname);
  const lang = resolution.kind === 'page' ? resolution.lang : 'es';
  const translator = await loadTranslator(app.api, lang);
  document.documentElement.lang = lang === 'es' ? 'es-CO' : lang;
  root.render(
    <StrictMode>
      <ErrorBoundary>
        <AppProvider value={app}>
          <TextProvider translator={translator}>
            <SiteLayout />
          </TextProvider>
        </AppProvider>
      </ErrorBoundary>
    </StrictMode>,
  );
}

boot().catch((cause: unknown) => {
  console.error('No se pudo iniciar el sitio', cause);
  root.render(<ServerErrorPanel />);
});
