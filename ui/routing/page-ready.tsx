import { useEffect } from 'react';
import type { PageName } from '../../core/domain';

/**
 * Marks <html data-page-ready="{page}"> once the page's code has loaded and its HTML is live (rendered,
 * or hydrated over the prerendered HTML): until then its links are plain links. Tests and the bench
 * wait on it instead of a time.
 */
export function PageReady({ page }: { page: PageName }) {
  useEffect(() => {
    document.documentElement.dataset['pageReady'] = page;
    return () => {
      delete document.documentElement.dataset['pageReady'];
    };
  }, [page]);
  return null;
}
