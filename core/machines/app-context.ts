import { isBotUserAgent, productTypeKey, type Profile, type VisitorState } from '../domain';
import type { AppContext, AppInput } from './app.types';
import { VISITORS_BOOT_DEFAULT } from './visitors-boot';
import { NO_PAGE_FLOWS } from './page-flows';

/** The root's context at boot: the projection as folded from the log, and where and when the page started. */
export function appContext(input: AppInput): AppContext {
  const { country, visitor, online, address, now } = input;
  const boot = {
    online,
    address,
    now,
    visitors: input.visitors ?? VISITORS_BOOT_DEFAULT,
    arrival: input.arrival ?? null,
  };
  return { country, visitor, boot, pageFlows: NO_PAGE_FLOWS };
}

/** The stored profile of a product type, handed to a flow with the event so the flow keeps no copy. */
export const storedProfile = (visitor: VisitorState, productType: string): Profile | null =>
  visitor.profiles[productTypeKey(productType)] ?? null;

/** The profile modal opens on the stored profile; internal traffic's profiles never reach the server. */
export const profileOpening = (visitor: VisitorState, productType: string) => ({
  type: 'profile.open' as const,
  productType,
  stored: storedProfile(visitor, productType),
  sendsToServer: visitor.flags['internal-traffic'] !== true,
});

/** What the connectivity flow hears when the root's belief about the network changes. */
export const connectivityWord = (online: boolean) =>
  online ? ({ type: 'connectivity.back' } as const) : ({ type: 'connectivity.lost' } as const);

/** The starting input of the root's flows that need more than one field of the context. */
export const flowInputs = {
  sessionExpiry: ({ visitor, boot }: AppContext) => ({
    startedAt: visitor.sessionStartedAt ?? boot.now,
    now: boot.now,
  }),
  subdomain: ({ visitor, boot }: AppContext) => ({
    ...boot.visitors.subdomain,
    hasReferrer: visitor.referral !== null,
    pathname: new URL(boot.address, 'http://site.invalid').pathname,
  }),
  planDetail: ({ country, boot }: AppContext) => ({
    country: country.code,
    bot: isBotUserAgent(boot.arrival?.userAgent),
  }),
  leadAttribution: ({ boot }: AppContext) => ({
    address: boot.address,
    now: boot.now,
    arrival: boot.arrival,
  }),
};
