import {
  companyChannels,
  organizationRating,
  type OrganizationContactKind,
  type TextKey,
} from '../../../core/domain';
import type { Organization } from '../../../core/domain/api';
import { useAppSelector } from '../../app-context';
import { Tx, useT } from '../../i18n/texts';
import { useSiteFormat } from '../../shell/use-site-format';
import styles from './site-pages.module.css';

const KIND_TEXT: Readonly<Record<OrganizationContactKind, TextKey>> = {
  phone: 'listing.contactPhone',
  national: 'listing.contactNational',
  mobile: 'listing.contactMobile',
  web: 'listing.contactWeb',
  address: 'listing.contactAddress',
  defensor: 'listing.contactDefensor',
  defensorAsegurado: 'listing.contactDefensorAsegurado',
  supervisor: 'listing.contactSupervisor',
};

/** The company's rating from its customers' reviews, or a plain line saying there are none yet. */
export function OrganizationRatingLine({ organization }: { organization: Organization }) {
  const t = useT();
  const { rating: ratingText } = useSiteFormat();
  const rating = organizationRating(organization.metadata?.reviews);
  if (rating.kind === 'none')
    return (
      <p className={styles.ratingNone} data-testid="organization-rating" data-rating="none">
        {t('listing.noReviews', { name: organization.displayName })}
      </p>
    );
  const stars = ratingText(rating.stars);
  const rounded = Math.round(rating.stars);
  return (
    <p className={styles.rating} data-testid="organization-rating" data-rating="rated">
      <span className="visually-hidden">
        <Tx k="listing.rating" />:{' '}
      </span>
      <span aria-hidden="true" className={styles.ratingStars}>
        {'★'.repeat(rounded)}
        <span className={styles.ratingStarsOff}>{'★'.repeat(5 - rounded)}</span>
      </span>{' '}
      <strong>{t('listing.ratingValue', { stars })}</strong>{' '}
      <span className={styles.muted}>({t('listing.reviews', { count: rating.count })})</span>
    </p>
  );
}

/**
 * How to reach the company: phones, website and head office, each link as the site's safe-link rule
 * lets it through (where a complaint goes beyond it: the complaint routes beside it).
 */
export function OrganizationContacts({ organization }: { organization: Organization }) {
  const t = useT();
  const country = useAppSelector((snapshot) => snapshot.context.country.code);
  const routes = companyChannels(country, organization);
  const own = routes.length > 0;
  return (
    <section
      className={styles.contacts}
      aria-labelledby="organization-contact"
      data-testid="organization-contacts"
    >
      <h2 id="organization-contact">{t('listing.contactTitle', { name: organization.displayName })}</h2>
      <p className={styles.lead}>
        {own ? <Tx k="listing.contactLead" /> : t('listing.contactNone', { name: organization.displayName })}
      </p>
      <dl className={styles.contactList}>
        {routes.map((route) => (
          <div key={`${route.kind}-${route.text}`} className={styles.contactItem} data-kind={route.kind}>
            <dt>
              <Tx k={KIND_TEXT[route.kind]} />
            </dt>
            <dd>
              {route.href ? (
                <a
                  href={route.href}
                  {...(route.href.startsWith('http') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  {route.text}
                </a>
              ) : (
                <span>{route.text}</span>
              )}
              {route.extra.map((extra) => (
                <a key={extra.href} href={extra.href} className={styles.contactExtra}>
                  {extra.text}
                </a>
              ))}
            </dd>
          </div>
        ))}
      </dl>
      {own && (
        <p className={styles.muted}>
          <small>
            <Tx k="listing.contactSample" />
          </small>
        </p>
      )}
    </section>
  );
}
