import { DEGRADED_TEXTS } from '../connectivity/degraded-texts';
import { SHARE_TEXTS } from '../visitors/share-link';
import {
  CARD_DEGRADED_TEXTS,
  CARD_RULE_TEXTS,
  COMPARE_TEXTS,
  PRICE_BAND_TEXTS,
  RESULT_TEXTS,
  SORT_LABELS,
  SUBMIT_LABELS,
} from './compare-list-texts';
import { COVERAGE_TEXTS, PERIOD_TEXTS, UNIT_TEXTS } from './compare-texts';
import { COMPARE_VIEW_TEXTS } from './compare-view-texts';

export { comparePriceNote } from './compare-view-texts';
import { RANKING_TEXTS } from './ranking-texts';
import { COST_TEXTS } from '../cost/cost-texts-es';

/** The es texts of a comparator (its list, cards, filters, tray and share button), which come with its code. */
export const COMPARE_PAGE_ES = {
  ...COMPARE_VIEW_TEXTS,
  compare: COMPARE_TEXTS,
  results: RESULT_TEXTS,
  submit: SUBMIT_LABELS,
  sort: SORT_LABELS,
  units: UNIT_TEXTS,
  cardRules: CARD_RULE_TEXTS,
  cardDegraded: CARD_DEGRADED_TEXTS,
  degraded: DEGRADED_TEXTS,
  priceBands: PRICE_BAND_TEXTS,
  coverage: COVERAGE_TEXTS,
  periods: PERIOD_TEXTS,
  share: SHARE_TEXTS,
  ranking: RANKING_TEXTS,
  cost: COST_TEXTS,
} as const;
