import { CARD_RULE_TEXTS, PRICE_BAND_TEXTS } from '../compare/compare-list-texts';
import { COVERAGE_TEXTS, PERIOD_TEXTS, UNIT_TEXTS } from '../compare/compare-texts';
import { COMPARE_VIEW_TEXTS } from '../compare/compare-view-texts';
import { SHARE_TEXTS } from '../visitors/share-link';
import { COMPLAINT_TEXTS, RANKING_TEXTS } from '../compare/ranking-texts';
import { PLAN_HEAD_TEXTS } from './plan-head';
import { COST_TEXTS } from '../cost/cost-texts-es';
import { DETAIL_TEXTS, REQUEST_STATUS_TEXTS, STAFF_DETAIL_TEXTS } from './detail-view-texts';
import {
  PLAN_PART_TEXTS,
  PLAN_REQUEST_FORM_TEXTS,
  PLAN_REQUEST_TEXTS,
  PLAN_TAB_TEXTS,
} from './plan-detail-texts';

/**
 * The es texts of a plan's detail (the page and the modal over a comparator): its sections, tabs, request
 * form and prices, which come with its code.
 */
export const PLAN_DETAIL_ES = {
  detail: DETAIL_TEXTS,
  requestStatus: REQUEST_STATUS_TEXTS,
  planTabs: PLAN_TAB_TEXTS,
  planParts: PLAN_PART_TEXTS,
  planRequest: PLAN_REQUEST_TEXTS,
  planRequestForm: PLAN_REQUEST_FORM_TEXTS,
  planHead: PLAN_HEAD_TEXTS,
  card: COMPARE_VIEW_TEXTS.card,
  units: UNIT_TEXTS,
  periods: PERIOD_TEXTS,
  cardRules: CARD_RULE_TEXTS,
  priceBands: PRICE_BAND_TEXTS,
  coverage: COVERAGE_TEXTS,
  share: SHARE_TEXTS,
  cost: COST_TEXTS,
  // A deductible's amount per event (staff see the mode).
  staff: STAFF_DETAIL_TEXTS,
  ranking: RANKING_TEXTS,
  complaints: COMPLAINT_TEXTS,
} as const;
