import { pageCodeFailureAction } from '../domain';
import { afterFirstPaint } from '../adapters/browser/first-paint';
import { pageCodeReload } from '../adapters/browser/page-code-reload';

/**
 * Starts the site's code (the composition root and the view) once the prerendered HTML has painted,
 * so a phone shows the page while the code downloads and runs. Code that does not arrive gets what any
 * page's code gets (§8): one reload while online (a deploy replaced the files), else a reload as soon as
 * the network is back ('waiting': the view says so, and offers to try again).
 */
export type SiteCodeOutcome = 'started' | 'reloading' | 'waiting';

export function startSiteCode(
  load: () => Promise<unknown>,
  {
    hasContent,
    win,
    version = __APP_VERSION__,
    warn = (message, cause) => console.warn(message, cause),
  }: {
    hasContent: boolean;
    win: Window & typeof globalThis;
    version?: string;
    /** Where the failure is told (the browser's console by default). */
    warn?: (message: string, cause: unknown) => void;
  },
): Promise<SiteCodeOutcome> {
  const reloads = pageCodeReload(version, win);
  return afterFirstPaint({ hasContent }, win)
    .then(load)
    .then((): SiteCodeOutcome => 'started')
    .catch((cause: unknown): SiteCodeOutcome => {
      warn('No se pudo descargar el código del sitio', cause);
      const action = pageCodeFailureAction({
        online: win.navigator.onLine,
        reloadedAlready: reloads.reloadedAlready(),
      });
      if (action === 'reload') {
        reloads.reload();
        return 'reloading';
      }
      win.addEventListener('online', () => win.location.reload(), { once: true });
      return 'waiting';
    });
}
