import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { localizedPath } from '../../core/domain';
import { useApp } from '../app-context';
import { useLanguage } from '../i18n/texts';

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; replace?: boolean };

/** A real link (it opens in a new tab, it can be copied) that navigates inside the site on a plain click. */
export function Link({ to, replace, onClick, ...rest }: LinkProps) {
  const app = useApp();
  // Links keep the page's /{lang}/ prefix.
  const href = localizedPath(useLanguage(), to);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    // Another site (an http(s) link the API sent) is left to the browser.
    if (!href.startsWith('/') || href.startsWith('//')) return;
    event.preventDefault();
    app.send({ type: 'navigation.go', to: href, ...(replace ? { replace } : {}) });
  };
  return <a href={href} onClick={handleClick} {...rest} />;
}
