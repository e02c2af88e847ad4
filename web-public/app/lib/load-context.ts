/**
 * The API (NestJS/Fastify) serves this build and passes `{ apiFetch, cspNonce }`: `apiFetch` calls the API
 * in-process, `cspNonce` is the nonce of this response's Content-Security-Policy, for every script the page
 * writes. Both are absent under `react-router dev`: `lib/api.server.ts` then falls back to HTTP on API_ORIGIN,
 * and the dev server sends no CSP.
 */
declare module 'react-router' {
  interface AppLoadContext {
    apiFetch?: (path: string, init?: RequestInit) => Promise<Response>;
    cspNonce?: string;
  }
}

export {};
