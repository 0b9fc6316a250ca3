import {
  API_MESSAGES,
  ComparatorList,
  CountryList,
  CountryStateList,
  Uf,
  WorkSectorList,
} from '../../../domain/api';
import { fetchJson } from '../http-exchange';
import { RETRY_ATTEMPTS, UF_RETRY_SPACING_MS, standardRetry, withRetry } from '../retry-policy';

export const countries = () =>
  fetchJson({ call: 'countries', method: 'GET', path: 'api/country', cached: true }, CountryList).pipe(
    withRetry(standardRetry(API_MESSAGES.countries)),
  );

export const regions = () =>
  fetchJson(
    { call: 'regions', method: 'GET', path: 'api/countryState/country', cached: true },
    CountryStateList,
  ).pipe(withRetry(standardRetry(API_MESSAGES.regions)));

export const workSectors = () =>
  fetchJson(
    { call: 'workSectors', method: 'GET', path: 'api/workSectorType', cached: true },
    WorkSectorList,
  ).pipe(withRetry(standardRetry(API_MESSAGES.workSectors)));

/** The UF retries 1000 ms apart instead of 1500 (§8). */
export const uf = () =>
  fetchJson({ call: 'uf', method: 'GET', path: 'api/globales/uf' }, Uf).pipe(
    withRetry({ attempts: RETRY_ATTEMPTS, spacingMs: UF_RETRY_SPACING_MS, message: API_MESSAGES.uf }),
  );

export const comparators = () =>
  fetchJson(
    { call: 'comparators', method: 'GET', path: 'api/comparator', cached: true },
    ComparatorList,
  ).pipe(withRetry(standardRetry(API_MESSAGES.comparators)));
