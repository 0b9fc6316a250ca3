/**
 * The headers only a server can set (issue 13): a strict Content-Security-Policy (no 'unsafe-eval', no
 * inline scripts; zod runs jitless and pdf.js without eval), frame-ancestors from the partners' allowed
 * URLs (a <meta> tag cannot carry it), Referrer-Policy, X-Content-Type-Options, Permissions-Policy, and
 * Strict-Transport-Security (two years, subdomains included: partner sites are *.queseguro.co on https).
 * The preview server sends them on every response, 404s, errors and assets included (issue 27);
 * docs/deploy.md gives the same for production.
 */
export interface SecurityHeaderInput {
  /** The API base when it is another origin (e.g. https://api.queseguro.co/api/); '' or relative: same origin. */
  readonly apiBase: string;
  /** Origins allowed to frame the site: the partners' allowedUrls. */
  readonly frameAncestors: readonly string[];
}

const originOf = (url: string): string | null => {
  if (!URL.canParse(url)) return null;
  const parsed = new URL(url);
  return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
};

export function contentSecurityPolicy(input: SecurityHeaderInput): string {
  const api = originOf(input.apiBase);
  const ancestors = [...new Set(input.frameAncestors.map(originOf).filter((o): o is string => o !== null))];
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    // Validation modules of the profile form load as scripts from the API.
    ['script-src', ["'self'", ...(api ? [api] : [])]],
    // Style attributes set by React and partner colours; scripts are never inline.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', ...(api ? [api] : [])]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...(api ? [api] : [])]],
    // pdf.js runs its worker from the site or a blob.
    ['worker-src', ["'self'", 'blob:']],
    ['frame-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'self'", ...ancestors]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

export function securityHeaders(input: SecurityHeaderInput): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(input),
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'Permissions-Policy':
      'camera=(), microphone=(), geolocation=(), payment=(self), usb=(), interest-cohort=(), browsing-topics=()',
  };
}
