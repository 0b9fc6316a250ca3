import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserApp, loadTranslator } from '../core/app';
import { resolveFinal } from '../core/domain';
import { AppRoot } from './app-root';
import { ServerErrorPanel } from './shell/error-boundary';

/** How long the machines may take to reach what the prerendered HTML shows before it is re-rendered. */
const CATCH_UP_MS = 3000;

const container = document.getElementById('root') as HTMLElement;

async function boot(): Promise<void> {
  const app = await createBrowserApp();
  // The page's language is its address's (/en/…, /pt/…); es needs no download.
  const { resolution } = resolveFinal(window.location.pathname);
  const lang = resolution.kind === 'page' ? resolution.lang : 'es';
  const translator = await loadTranslator(app.api, lang);
  // Spanish is said in the site's own locale (§3 Countries: es-CO, es-CL, es-PE; the international
  // site es-CL).
  document.documentElement.lang = lang === 'es' ? app.actor.getSnapshot().context.country.locale : lang;
  const tree = <AppRoot app={app} translator={translator} />;
  // <html data-rendered>: whether the prerendered HTML was kept (hydrated) or drawn again (client).
  if (await app.hydrates(CATCH_UP_MS)) {
    document.documentElement.dataset['rendered'] = 'hydrated';
    // As a transition, hydration yields to the browser between components (input, paint) instead of
    // holding the main thread in one long task.
    startTransition(() => {
      hydrateRoot(container, tree, { onRecoverableError: redrawn });
    });
    return;
  }
  document.documentElement.dataset['rendered'] = 'client';
  // An error React recovered from by drawing the page again is said, not raised as the site's error.
  createRoot(container, { onRecoverableError: redrawn }).render(tree);
}

function redrawn(error: unknown) {
  console.warn('La página se volvió a dibujar en el navegador', error);
}

boot().catch((cause: unknown) => {
  console.error('No se pudo iniciar el sitio', cause);
  // Whatever the prerendered HTML showed is replaced: a root of its own, never a hydration.
  container.replaceChildren();
  createRoot(container).render(<ServerErrorPanel />);
});
