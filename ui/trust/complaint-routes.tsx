import { complaintGuide } from '../../core/domain';
import type { Organization } from '../../core/domain/api';
import { useAppSelector } from '../app-context';
import { Tx } from '../i18n/texts';
import styles from './trust.module.css';

/**
 * Where to complain, by the site's country: the company first, then its defensor and supervisor (a plan
 * page: by the plan's product type), or on the international site the insurer's home regulator when the
 * catalogue names it, else the company alone with a sentence saying so.
 */
export function ComplaintRoutes({
  id,
  productType,
  organization,
}: {
  /** Unique on the page: the heading's id. */
  readonly id: string;
  readonly productType: string | null | undefined;
  readonly organization: Organization;
}) {
  const country = useAppSelector((snapshot) => snapshot.context.country.code);
  const { lead, routes } = complaintGuide(country, productType, organization);
  return (
    <section data-testid="complaint-routes" data-lead={lead} aria-labelledby={`complaints-${id}`}>
      <h2 id={`complaints-${id}`}>
        <Tx k="complaints.title" />
      </h2>
      <p>
        <Tx k={`complaints.${lead}`} />
      </p>
      <ul className={styles.routes}>
        {routes.map((route) => (
          <li key={route.body} className={styles.route} data-body={route.body}>
            <span className={styles.routeKind}>
              <Tx k={`complaints.${route.body}`} />
            </span>
            {route.url ? (
              <a className={styles.routeName} href={route.url} target="_blank" rel="noopener noreferrer">
                {route.name}
              </a>
            ) : (
              <span className={styles.routeName}>{route.name}</span>
            )}
            {route.email && (
              <a href={`mailto:${route.email}`} className={styles.routeName}>
                {route.email}
              </a>
            )}
            {route.phone && (
              <a href={route.phone.href} className={styles.routeName}>
                {route.phone.text}
              </a>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
