import { askFailedCodeAgain } from '../adapters/browser/failed-code';
import type { PageCodeReload } from '../adapters/browser/page-code-reload';
import { pageCodeMachine } from '../machines/page-code.machine';
import { provideCalls } from './provide-calls';

/** The view's lazy parts note here the code that did not arrive (the flow asks for it again). */
export { noteFailedCode } from '../adapters/browser/failed-code';

/**
 * The page-code flow's calls: the browser's reload (remembered once per version in the tab, or at the
 * visitor's word) and the view's code that did not arrive, asked for again. Without a browser's reload
 * (tests, the prerender) the one reload counts as spent and a reload does nothing.
 */
export const pageCodeFlow = (reloads: PageCodeReload | undefined) =>
  provideCalls(pageCodeMachine, {
    reloadedAlready: async () => reloads?.reloadedAlready() ?? true,
    reload: async ({ remembered }) => (remembered ? reloads?.reload() : reloads?.reloadNow()),
    loadCode: () => askFailedCodeAgain(),
  });
