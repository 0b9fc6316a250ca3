import { describe, expect, it } from 'vitest';
import {
  ALERT_DURATION_MS,
  checkProviderPayment,
  commissionPercentage,
  COMMISSION_MAX_PEOPLE,
  COMPANY_ADDRESS,
  CONTENT_PAGE_SIZE,
  FINISHED_STATE_RESET_MS,
  GET_CACHE_TTL_MS,
  IMAGE_VISIBILITY_ROOT_MARGIN,
  IMAGE_VISIBILITY_THRESHOLD,
  INVALID_DATA_MESSAGE,
  isBotUserAgent,
  LEAD_ATTRIBUTION_MAX_ENTRIES,
  LEAD_ATTRIBUTION_STORE_DELAY_MS,
  LOCAL_KEYS,
  MENU_BREAKPOINT_PX,
  MOBILE_BREAKPOINT_PX,
  POPOVER_CLOSE_DELAY_MS,
  PROFILE_PARAM_REMOVAL_DELAY_MS,
  RETRY_ATTEMPTS,
  RETRY_DELAY_MS,
  SECTION_ACTIVE_RATIO,
  TRACKER_MAX_RETRIES,
  TRACKER_RETRY_DELAY_MS,
  UF_RETRY_DELAY_MS,
  VALOR_ALTA_UF,
  VERSION_RELOAD_LIMIT,
  CHAT_CLOSED_MESSAGE,
} from '../../../core/domain';

describe('business constants (§9)', () => {
  it('quotes the numbers', () => {
    expect(GET_CACHE_TTL_MS).toBe(300000);
    expect([RETRY_ATTEMPTS, RETRY_DELAY_MS, UF_RETRY_DELAY_MS]).toEqual([3, 1500, 1000]);
    expect(CONTENT_PAGE_SIZE).toBe(15);
    expect(VALOR_ALTA_UF).toBe(6);
    expect([LEAD_ATTRIBUTION_MAX_ENTRIES, LEAD_ATTRIBUTION_STORE_DELAY_MS]).toEqual([100, 2000]);
    expect(COMMISSION_MAX_PEOPLE).toBe(100);
    expect(commissionPercentage()).toBe(100);
    expect(commissionPercentage(false)).toBe(50);
    expect([ALERT_DURATION_MS, TRACKER_RETRY_DELAY_MS, TRACKER_MAX_RETRIES]).toEqual([2000, 2000, 3]);
    expect([PROFILE_PARAM_REMOVAL_DELAY_MS, FINISHED_STATE_RESET_MS, POPOVER_CLOSE_DELAY_MS]).toEqual([
      1000, 3000, 100,
    ]);
    expect([IMAGE_VISIBILITY_THRESHOLD, IMAGE_VISIBILITY_ROOT_MARGIN, SECTION_ACTIVE_RATIO]).toEqual([
      0.1,
      '200px',
      0.45,
    ]);
    expect([MOBILE_BREAKPOINT_PX, MENU_BREAKPOINT_PX]).toEqual([991, 1200]);
    expect(VERSION_RELOAD_LIMIT).toBe(1);
    expect(LOCAL_KEYS).toEqual({
      internalTraffic: 'internal-traffic',
      notification: 'notification',
      swReload: 'qpSwReload',
    });
    expect(COMPANY_ADDRESS).toEqual({
      city: 'Santiago',
      region: 'Metropolitana',
      country: 'Chile',
      zipCode: '8320000',
    });
    expect(CHAT_CLOSED_MESSAGE).toBe('EL CLIENTE HA CERRADO EL LA PESTAÑA!');
  });
  it('bots and prerender user agents are non-browsers', () => {
    expect(isBotUserAgent('Mozilla/5.0 (compatible; Googlebot/2.1)')).toBe(true);
    expect(isBotUserAgent('Prerender (+https://github.com/prerender/prerender)')).toBe(true);
    expect(isBotUserAgent('Mozilla/5.0 (compatible; AhrefsSiteAudit/6.1)')).toBe(true);
    expect(isBotUserAgent('Mozilla/5.0 (X11; Linux x86_64) Chrome/126')).toBe(false);
  });
});

describe('payment provider rules (§5)', () => {
  const host = 'https://api.queseguro.co';
  const good = { amount: 100000, installments: 1, notificationUrl: `${host}/notify`, applicationFee: 2000 };
  it('accepts a good payment', () => {
    expect(checkProviderPayment(good, host).ok).toBe(true);
    expect(INVALID_DATA_MESSAGE).toBe('Datos Inválidos');
  });
  it('refuses a foreign notification URL, a fee above the amount or negative, and non-numeric fields', () => {
    expect(checkProviderPayment({ ...good, notificationUrl: 'https://evil.example/n' }, host)).toEqual({
      ok: false,
      error: 'notificationUrl',
    });
    expect(checkProviderPayment({ ...good, applicationFee: 100001 }, host)).toEqual({
      ok: false,
      error: 'applicationFee',
    });
    expect(checkProviderPayment({ ...good, applicationFee: -1 }, host)).toEqual({
      ok: false,
      error: 'applicationFee',
    });
    expect(checkProviderPayment({ ...good, amount: '100' }, host)).toEqual({ ok: false, error: 'amount' });
    expect(checkProviderPayment({ ...good, installments: undefined }, host)).toEqual({
      ok: false,
      error: 'installments',
    });
  });
});
