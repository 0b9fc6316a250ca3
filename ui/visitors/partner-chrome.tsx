import { Suspense, use, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { partnerFooterShown } from '../../core/domain';
import { selectPartner, selectPartnerPending } from '../../core/machines/surface';
import { useRoute } from '../routing/use-route';
import { sanitizedPartnerHtml } from './sanitize-partner-html';
import { useSubdomainActor } from './use-visitor-actors';
import styles from './visitors.module.css';

function SanitizedHtml({
  html,
  label,
  testId,
  footer = false,
}: {
  html: string;
  label: string;
  testId: string;
  footer?: boolean;
}) {
  const clean = use(sanitizedPartnerHtml(html));
  if (clean.trim() === '') return null;
  return (
    <div
      className={footer ? `${styles.partnerHtml} ${styles.partnerFooter}` : styles.partnerHtml}
      aria-label={label}
      data-testid={testId}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}

/**
 * The site's header on a partner subdomain (§4 layout): the partner's own header HTML when it has one,
 * the site's header only when the layout enables it; nothing while the configuration loads.
 */
export function PartnerHeader({ children }: { children: ReactNode }) {
  const actor = useSubdomainActor();
  const partner = useSelector(actor, selectPartner);
  const pending = useSelector(actor, selectPartnerPending);
  if (pending) return null;
  if (!partner) return children;
  // The partner's title and description go to <head> with every page's own (DocumentHead).
  return (
    <>
      {partner.useHeader && partner.headerHTML ? (
        <Suspense fallback={null}>
          <SanitizedHtml html={partner.headerHTML} label="Encabezado del aliado" testId="partner-header" />
        </Suspense>
      ) : null}
      {partner.subdomainLayout.enableHeader ? children : null}
    </>
  );
}

/** The footer on a partner subdomain shows only on its listed routes, the partner's own HTML first. */
export function PartnerFooter({ children }: { children: ReactNode }) {
  const actor = useSubdomainActor();
  const partner = useSelector(actor, selectPartner);
  const pending = useSelector(actor, selectPartnerPending);
  const route = useRoute();
  if (pending) return null;
  if (!partner) return children;
  if (!partnerFooterShown(route.location.pathname, partner)) return null;
  return partner.useFooter && partner.footerHTML ? (
    <Suspense fallback={null}>
      <SanitizedHtml
        html={partner.footerHTML}
        label="Pie de página del aliado"
        testId="partner-footer"
        footer
      />
    </Suspense>
  ) : (
    children
  );
}
