/**
 * The API (NestJS/Fastify) serves this build and passes `{ apiFetch }`, which calls the API in-process.
 * Absent under `react-router dev`: `lib/api.server.ts` then falls back to HTTP on API_ORIGIN.
 */
declare module 'react-router' {
  interface AppLoadContext {
    apiFetch?: (path: string, init?: RequestInit) => Promise<Response>;
  }
}

export {};
