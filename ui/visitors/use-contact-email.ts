import { useCallback, useSyncExternalStore } from 'react';
import { COUNTRY_SITES, contactEmailFor, siteCountryFor } from '../../core/domain';
import { childActor, selectPartner } from '../../core/machines/surface';
import { useAppOrNull } from '../app-context';

/**
 * The e-mail an error panel gives: on a partner subdomain the partner's contact e-mail, else the
 * site's (each country's own). Safe outside the app (the last-resort panel): then the site the host
 * names, as the app itself picks it (a Chilean visitor never meets Colombia's address).
 */
export function useContactEmail(): string {
  const app = useAppOrNull();
  const subdomain = useCallback(() => {
    try {
      return app ? childActor(app.actor, 'subdomain') : null;
    } catch {
      return null;
    }
  }, [app]);
  const subscribe = useCallback(
    (listener: () => void) => {
      const subscription = subdomain()?.subscribe(listener);
      return () => subscription?.unsubscribe();
    },
    [subdomain],
  );
  const read = () => {
    const country = app?.actor.getSnapshot().context.country?.code;
    const site = COUNTRY_SITES[country ?? hostSite()].contactEmail;
    const actor = subdomain();
    return actor ? contactEmailFor(selectPartner(actor.getSnapshot()), site) : site;
  };
  return useSyncExternalStore(subscribe, read, read);
}

/** The site of the page's host when the app could not start (the same rule the app starts with). */
function hostSite() {
  const hostname = typeof location === 'undefined' ? '' : location.hostname;
  return siteCountryFor(hostname, import.meta.env['VITE_COUNTRY'] as string | undefined).code;
}
