import { API_MESSAGES, OrganizationList } from '../../../domain/api';
import { fetchJson } from '../http-exchange';
import { standardRetry, withRetry } from '../retry-policy';

/** GET /api/organization/seguros/tipo/{type}: cached, with the bearer token, 3 attempts 1500 ms apart. */
export const organizationsByType = (type: string) =>
  fetchJson(
    {
      call: 'organizationsByType',
      method: 'GET',
      path: `api/organization/seguros/tipo/${encodeURIComponent(type)}`,
      cached: true,
      bearer: true,
    },
    OrganizationList,
  ).pipe(withRetry(standardRetry(API_MESSAGES.organizationsByType(type))));
