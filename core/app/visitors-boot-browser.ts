import { partnerSubdomainOf } from '../domain';
import type { VisitorBrowser } from '../adapters/browser/visitor-browser';
import type { VisitorsBoot } from '../machines/visitors-boot';

/** Environment settings of the visitor flows (Vite's import.meta.env). */
export interface VisitorsEnv {
  readonly PROD?: boolean;
  /** 'true' or 'false': deny unauthorized frames with a blank page (default: on in production builds). */
  readonly VITE_IFRAME_DENY?: string;
  /** A partner subdomain to use whatever the host (development without DNS). */
  readonly VITE_PARTNER_SUBDOMAIN?: string;
}

/** The partner-iframe key's query parameter (§6: it requires a 'referido'). */
const PARTNER_KEY_PARAM = 'key';

/** What the browser tells at start: host's partner subdomain, frame, origin. */
export function browserVisitorsBoot(browser: VisitorBrowser, env: VisitorsEnv): VisitorsBoot {
  const hostname = browser.hostname();
  const configured = env.VITE_PARTNER_SUBDOMAIN?.trim();
  const deny = env.VITE_IFRAME_DENY === undefined ? env.PROD === true : env.VITE_IFRAME_DENY === 'true';
  return {
    origin: browser.origin(),
    subdomain: {
      subdomain: configured ? configured.toLowerCase() : partnerSubdomainOf(hostname),
      hostname,
      ...browser.framing(),
      siteOrigins: [browser.origin()],
      deny,
      partnerKey: browser.queryParam(PARTNER_KEY_PARAM),
    },
  };
}
