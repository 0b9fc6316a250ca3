import type { ApiClient, CompareParams, SubdomainConfig } from '../../domain/api';
import { restrictToPartner } from '../../domain/visitors/partner-site';

/**
 * The client as a partner site and staff see it: every comparison (results and the counts sample)
 * goes through the partner's allowed organizations, and carries the staff ponderation when one is set.
 */
export function visitorScopedClient(
  api: ApiClient,
  partner: () => Promise<SubdomainConfig | null>,
  ponderer: () => number | null,
): ApiClient {
  // On a partner host the configuration decides what may be compared: wait for it.
  const compare = async (params: CompareParams) => {
    const weight = ponderer();
    const scoped = restrictToPartner(params, await partner());
    return api.compare(weight === null ? scoped : { ...scoped, ponderer: weight });
  };
  return new Proxy(api, {
    get: (target, call, receiver) =>
      call === 'compare' ? compare : (Reflect.get(target, call, receiver) as unknown),
  });
}
