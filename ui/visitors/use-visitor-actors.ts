import { childActor } from '../../core/machines/surface';
import { useApp } from '../app-context';

export const useReferralActor = () => childActor(useApp().actor, 'referral');
export const useShareActor = () => childActor(useApp().actor, 'share');
export const useStaffActor = () => childActor(useApp().actor, 'staff');
export const useSubdomainActor = () => childActor(useApp().actor, 'subdomain');
export const useAccessActor = () => childActor(useApp().actor, 'access');
