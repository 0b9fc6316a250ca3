import { useSelector } from '@xstate/react';
import { partnerBannerColors, partnerName } from '../../core/domain';
import { selectPartner } from '../../core/machines/surface';
import { useAppSelector } from '../app-context';
import { Tx } from '../i18n/texts';
import { useSubdomainActor } from './use-visitor-actors';
import styles from './visitors.module.css';

/** The banners under the header (§2): partner, internal traffic, referrer (name and e-mail). */
export function VisitorBanners() {
  const referral = useAppSelector((snapshot) => snapshot.context.visitor.referral);
  const staff = useAppSelector((snapshot) => snapshot.context.visitor.flags['internal-traffic'] === true);
  const partner = useSelector(useSubdomainActor(), selectPartner);
  const colors = partner ? partnerBannerColors(partner) : null;
  return (
    <>
      {partner ? (
        <div
          className={`${styles.banner} ${styles.partnerBanner}`}
          data-testid="partner-banner"
          // Only validated hex colours reach the style; otherwise the site's own colours stand.
          style={
            colors
              ? { background: `linear-gradient(90deg, ${colors.color}, ${colors.endGradient})` }
              : undefined
          }
        >
          <span>{partnerName(partner)}</span>
          <span aria-hidden="true">·</span>
          <span>
            <Tx k="staff.withQueSeguro" />
          </span>
        </div>
      ) : null}
      {staff ? (
        <div className={`${styles.banner} ${styles.staffBanner}`} role="status" data-testid="staff-banner">
          <Tx k="staff.internalTraffic" />
        </div>
      ) : null}
      {referral ? (
        <div className={`${styles.banner} ${styles.referrerBanner}`} data-testid="referrer-banner">
          <Tx k="referralView.banner" params={{ name: referral.name, email: referral.email }} />
        </div>
      ) : null}
    </>
  );
}
