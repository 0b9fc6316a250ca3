import * as Effect from 'effect/Effect';
import type { ZodMiniType } from 'zod/mini';
import {
  ContactInformations,
  Menu,
  safeContactInformations,
  safeMenu,
  NotificationResponse,
  Referral,
  SubdomainConfig,
  IframeToken,
  Translations,
  type ApiError,
  type Language,
} from '../../../domain/api';
import { decode, exchange, fetchJson, withSafeLinks, type Deps, type Exchange } from '../http-exchange';
import { standardRetry, withRetry } from '../retry-policy';

export const menu = () =>
  fetchJson({ call: 'menu', method: 'GET', path: 'api/menu', cached: true }, Menu).pipe(
    withRetry(standardRetry()),
    withSafeLinks(safeMenu),
  );

export const contactInformations = () =>
  fetchJson(
    { call: 'contactInformations', method: 'GET', path: 'api/contactInformations', cached: true },
    ContactInformations,
  ).pipe(withRetry(standardRetry()), withSafeLinks(safeContactInformations));

export const notifications = () =>
  Effect.map(
    fetchJson({ call: 'notifications', method: 'GET', path: 'api/notifications' }, NotificationResponse),
    (response) => response.notification,
  );

/** A lookup where 404 means "none": the value is null instead of a failure. */
function lookup<T>(spec: Exchange, schema: ZodMiniType<T>): Effect.Effect<T | null, ApiError, Deps> {
  return Effect.flatMap(exchange({ ...spec, accept: [404] }), (response) =>
    response.status === 404
      ? Effect.succeed(null)
      : decode(spec.call, schema, response.body, response.status),
  );
}

/** Referral lookup by e-mail (path not shown in §7: GET api/referidos?email=). */
export const referralByEmail = (email: string) =>
  lookup({ call: 'referralByEmail', method: 'GET', path: 'api/referidos', query: { email } }, Referral);

export const subdomainConfig = (subdomain: string, hostname: string) =>
  lookup(
    {
      call: 'subdomainConfig',
      method: 'GET',
      path: 'api/integration/iframe-subdomain',
      query: { subdomain, hostname },
    },
    SubdomainConfig,
  );

export const iframeToken = (token: string) =>
  lookup(
    { call: 'iframeToken', method: 'GET', path: 'api/integration/iframe-token', query: { token } },
    IframeToken,
  );

/** i18n/{lang}.json is a site file, fetched as an external request (no custom or tracing headers). */
export const i18n = (lang: Language) =>
  fetchJson(
    { call: 'i18n', method: 'GET', path: `i18n/${lang}.json`, base: 'asset', external: true, cached: true },
    Translations,
  ).pipe(withRetry(standardRetry()));
