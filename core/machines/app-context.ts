import { productTypeKey, type Profile, type VisitorState } from '../domain';
import type { AppContext, AppInput } from './app.types';
import { VISITORS_BOOT_DEFAULT } from './visitors-boot';

/** The root's context at boot: the projection as folded from the log, and where and when the page started. */
export function appContext(input: AppInput): AppContext {
  const { country, visitor, online, address, now } = input;
  const boot = {
    address,
    now,
    visitors: input.visitors ?? VISITORS_BOOT_DEFAULT,
    arrival: input.arrival ?? null,
  };
  return { country, visitor, online, boot };
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
