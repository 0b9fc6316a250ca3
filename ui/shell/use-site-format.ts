import { useMemo } from 'react';
import {
  formatDate,
  formatPercentNumber,
  formatRating,
  formatSiteMoney,
  formatTimeSlot,
} from '../../core/domain';
import { useAppSelector } from '../app-context';
import { useLanguage } from '../i18n/texts';

/**
 * The domain's formats (core/domain/site/site-format.ts) for the page's language and site: the view
 * picks no locale and names no currency.
 */
export function useSiteFormat() {
  const lang = useLanguage();
  const country = useAppSelector((snapshot) => snapshot.context.country.code);
  return useMemo(
    () => ({
      date: (value: string | number, withTime = false) => formatDate(value, lang, country, withTime),
      slot: (start: number, end: number) => formatTimeSlot(start, end, lang, country),
      percent: (value: number) => formatPercentNumber(value, lang, country),
      rating: (value: number) => formatRating(value, lang, country),
      money: (amount: number, currency?: string | null) => formatSiteMoney(amount, country, currency),
    }),
    [lang, country],
  );
}
