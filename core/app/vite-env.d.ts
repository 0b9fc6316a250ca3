/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE?: string;
  readonly VITE_COUNTRY?: string;
  readonly VITE_SAMPLE_WORKER?: string;
  /** The API's published token keys (JWKS) for the institution view's signature check. */
  readonly VITE_JWKS_URL?: string;
  /** Where error reports go (issue 27); the sample backend's /__sample/errors when no real API is set. */
  readonly VITE_ERROR_ENDPOINT?: string;
}

/** The commit the bundle was built from (x-qpversion), injected by vite.config.ts. */
declare const __APP_VERSION__: string;
