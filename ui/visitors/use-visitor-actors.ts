import type { ActorRefFrom } from 'xstate';
import type { referralMachine } from '../../core/machines/referral.machine';
import type { shareMachine } from '../../core/machines/share.machine';
import type { staffMachine } from '../../core/machines/staff.machine';
import type { subdomainMachine } from '../../core/machines/subdomain.machine';
import { useApp } from '../app-context';

export const useReferralActor = () =>
  useApp().actor.system.get('referral') as ActorRefFrom<typeof referralMachine>;
export const useShareActor = () => useApp().actor.system.get('share') as ActorRefFrom<typeof shareMachine>;
export const useStaffActor = () => useApp().actor.system.get('staff') as ActorRefFrom<typeof staffMachine>;
export const useSubdomainActor = () =>
  useApp().actor.system.get('subdomain') as ActorRefFrom<typeof subdomainMachine>;
