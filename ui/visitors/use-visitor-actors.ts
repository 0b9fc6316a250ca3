import { use } from 'react';
import { childActor, pageFlow, pageFlowStarted } from '../../core/machines/surface';
import type { AccessRef } from '../../core/machines/surface-access';
import { useApp } from '../app-context';

export const useReferralActor = () => childActor(useApp().actor, 'referral');
export const useShareActor = () => childActor(useApp().actor, 'share');
export const useStaffActor = () => childActor(useApp().actor, 'staff');
export const useSubdomainActor = () => childActor(useApp().actor, 'subdomain');
/** The token gate; until the root has started it (its code loading), the page waits in its placeholder. */
export function useAccessActor(): AccessRef {
  const app = useApp().actor;
  return pageFlow(app, 'access') ?? use(pageFlowStarted(app, 'access'));
}
