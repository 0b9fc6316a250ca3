import { useCallback, useSyncExternalStore } from 'react';
import { CONTACT_EMAIL, COUNTRY_SITES, contactEmailFor } from '../../core/domain';
import { childActor, selectPartner } from '../../core/machines/surface';
import { useAppOrNull } from '../app-context';

/**
 * The e-mail an error panel gives: on a partner subdomain the partner's contact e-mail, else the
 * site's (each country's own). Safe outside the app (the last-resort panel): then Colombia's.
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
    const site = country ? COUNTRY_SITES[country].contactEmail : CONTACT_EMAIL;
    const actor = subdomain();
    return actor ? contactEmailFor(selectPartner(actor.getSnapshot()), site) : site;
  };
  return useSyncExternalStore(subscribe, read, read);
}
