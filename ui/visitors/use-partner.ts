import { useSelector } from '@xstate/react';
import { partnerCardParts, type PartnerCardParts } from '../../core/domain';
import type { SubdomainConfig } from '../../core/domain/api';
import { selectPartner } from '../../core/machines/surface';
import { useSubdomainActor } from './use-visitor-actors';

/** The partner subdomain's configuration, null on the site itself (or while it loads). */
export function usePartner(): SubdomainConfig | null {
  return useSelector(useSubdomainActor(), selectPartner);
}

/** What a plan card shows on this site's layout (a partner's may hide the request button and the score). */
export function usePartnerCardParts(): PartnerCardParts {
  const partner = usePartner();
  const parts = partnerCardParts(partner);
  // One object per answer, so memoised cards do not draw again for an equal one.
  return parts.requestButton && parts.score ? ALL_PARTS : parts;
}

const ALL_PARTS: PartnerCardParts = partnerCardParts(null);
