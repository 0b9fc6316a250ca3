import type { SnapshotFrom } from 'xstate';
import type { PlanContent, PlanTab, Profile } from '../domain';
import type { InsuranceProduct } from '../domain/api';
import type { planDetailMachine } from './plan-detail.machine';

export type PlanDetailSnapshot = SnapshotFrom<typeof planDetailMachine>;

export type PlanDetailView =
  | { readonly status: 'idle' }
  | { readonly status: 'loading'; readonly mode: 'page' | 'modal' }
  | { readonly status: 'failed'; readonly mode: 'page' | 'modal' }
  | {
      readonly status: 'ready';
      readonly mode: 'page' | 'modal';
      readonly product: InsuranceProduct;
      readonly canonicalPath: string;
      readonly tab: PlanTab | null;
      readonly content: PlanContent;
      readonly hasProfile: boolean;
      /** The people the content's price is for (null: the default profile). */
      readonly pricedFor: Profile | null;
      readonly repricing: boolean;
    };

export function selectPlanDetail(snapshot: PlanDetailSnapshot): PlanDetailView {
  const { mode, product, canonicalPath, content, tab, hasProfile, profile } = snapshot.context;
  if (mode === null) return { status: 'idle' };
  if (snapshot.matches('failed')) return { status: 'failed', mode };
  if (snapshot.matches('ready') && product && canonicalPath && content)
    return {
      status: 'ready',
      mode,
      product,
      canonicalPath,
      tab,
      content,
      hasProfile,
      pricedFor: profile,
      repricing: snapshot.matches({ ready: 'repricing' }),
    };
  return { status: 'loading', mode };
}
