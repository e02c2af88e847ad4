/** docs/product.md § 2: the footer links to three networks; each only when configured. */
export interface SocialLinks {
  facebook?: string;
  x?: string;
  instagram?: string;
}

/**
 * The API (NestJS/Fastify) serves this build and passes `{ apiFetch, cspNonce, social, session }`: `apiFetch` calls
 * the API in-process, `cspNonce` is the nonce of this response's Content-Security-Policy, for every script the page
 * writes. Both are absent under `react-router dev`: `lib/api.server.ts` then falls back to HTTP on API_ORIGIN,
 * and the dev server sends no CSP.
 */
declare module 'react-router' {
  interface AppLoadContext {
    apiFetch?: (path: string, init?: RequestInit) => Promise<Response>;
    cspNonce?: string;
    /** The footer's social profiles from the API's configuration (SOCIAL_*_URL); absent ones are not shown. */
    social?: SocialLinks;
    /**
     * Whether the request carries a session cookie (the API knows its name). `false`: nobody is signed in, so the
     * root loader asks the API nothing for a visitor's page. Absent (the dev server): ask.
     */
    session?: boolean;
  }
}
