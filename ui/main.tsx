import { isIgnoredError } from '../core/domain';
import { startSiteCode } from '../core/app/site-code';
import { showSiteCodeNotice } from './shell/site-code-notice';
import './styles/tokens.css';
import './styles/base.css';

// §8: ResizeObserver loops and code chunks that did not arrive are not the site's errors; the page
// boundary shows the latter to the visitor. Nothing listening after this (a reporter) hears of them.
window.addEventListener('error', (event) => {
  if (isIgnoredError(event.message)) event.stopImmediatePropagation();
});

// The entry is small: the prerendered page paints first, then the site's code (ui/boot.tsx) arrives
// and hydrates it. Code that did not arrive is said, never a blank screen.
// A prerendered page waits for its content's paint; the empty shell has none to wait for.
const hasContent = (document.getElementById('root')?.childElementCount ?? 0) > 0;
void startSiteCode(() => import('./boot'), { hasContent, win: window }).then((outcome) => {
  if (outcome === 'waiting') showSiteCodeNotice(document, navigator.onLine, () => window.location.reload());
});
