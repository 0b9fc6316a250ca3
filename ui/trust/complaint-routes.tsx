import { complaintRoutes, isSupersaludPlan } from '../../core/domain';
import type { InsuranceProduct } from '../../core/domain/api';
import { useAppSelector } from '../app-context';
import { Tx } from '../i18n/texts';
import styles from './trust.module.css';

/** Where to complain about this plan: the company, then its defensor and the SFC, or Supersalud. */
export function ComplaintRoutes({ product }: { product: InsuranceProduct }) {
  const country = useAppSelector((snapshot) => snapshot.context.country.code);
  // The routes and their texts are Colombia's (SFC, Supersalud, Defensor del Consumidor Financiero):
  // on the other sites they would send a Chilean or Peruvian policyholder to a Colombian supervisor.
  if (country !== 'CO') return null;
  const routes = complaintRoutes(product.productType, product.organization);
  const health = isSupersaludPlan(product.productType);
  return (
    <section data-testid="complaint-routes" aria-labelledby={`complaints-${product.id}`}>
      <h2 id={`complaints-${product.id}`}>
        <Tx k="complaints.title" />
      </h2>
      <p>
        <Tx k={health ? 'complaints.leadHealth' : 'complaints.leadPolicy'} />
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
          </li>
        ))}
      </ul>
    </section>
  );
}
