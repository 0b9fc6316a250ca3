import { PLAN_HEAD_TEXTS } from '../plan-detail/plan-head';
import { SHARE_TEXTS } from './share-link';
import { ACCESS_VIEW_TEXTS, FLAG_VIEW_TEXTS, REFERRAL_VIEW_TEXTS, STAFF_TEXTS } from './visitor-tool-texts';

/**
 * The es texts of the visitors' tools (staff panel, referral modal, flag pages, login and institution view,
 * a short link's page), which come with their code.
 */
export const VISITOR_TOOLS_ES = {
  staff: STAFF_TEXTS,
  referralView: REFERRAL_VIEW_TEXTS,
  access: ACCESS_VIEW_TEXTS,
  flags: FLAG_VIEW_TEXTS,
  share: SHARE_TEXTS,
  planHead: PLAN_HEAD_TEXTS,
} as const;
