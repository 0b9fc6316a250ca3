import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useApp } from '../app-context';

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; replace?: boolean };

/** A real link (it opens in a new tab, it can be copied) that navigates inside the site on a plain click. */
export function Link({ to, replace, onClick, ...rest }: LinkProps) {
  const app = useApp();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    app.send({ type: 'navigation.go', to, ...(replace ? { replace } : {}) });
  };
  return <a href={to} onClick={handleClick} {...rest} />;
}
