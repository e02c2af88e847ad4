import { z } from 'zod';
import {
  AdDetail,
  PublicAdDetail,
  ApiError,
  CommandAccepted,
  CreateAdInput,
  LoginInput,
  RegisterInput,
  RejectAdInput,
  SearchFilter,
  SearchResult,
  UserDto,
} from '@anonse/contracts';

interface Operation {
  method: 'get' | 'post';
  path: string;
  summary: string;
  tag: string;
  auth?: 'user' | 'admin';
  csrf?: boolean;
  body?: z.ZodTypeAny;
  query?: Record<string, z.ZodTypeAny>;
  headers?: string[];
  responses: Record<number, { description: string; schema?: z.ZodTypeAny; headers?: string[] }>;
}

const errors = (...codes: number[]) =>
  Object.fromEntries(codes.map((c) => [c, { description: ERROR_TEXT[c] ?? 'Error', schema: ApiError }])) as Operation['responses'];

const ERROR_TEXT: Record<number, string> = {
  400: 'Malformed JSON or invalid fields (errors: field → messages in the request language)',
  401: 'No session',
  403: 'Not an administrator',
  404: 'Unknown ad',
  409: 'Stale revision (If-Match) or lost race',
  413: 'Body over 1 MB',
  415: 'Content-Type is not application/json',
  419: 'CSRF token missing or mismatched',
  422: 'Rejected by the domain (e.g. login taken, wrong credentials)',
  429: 'Rate limited',
};

const adminListQuery = {
  sort: z.string().describe('JSON: ["createdAt","DESC"]'),
  range: z.string().describe('JSON: [0,24] (inclusive)'),
  filter: z.string().describe('JSON: {"status":"pending","q":"…"}'),
};

export const OPERATIONS: Operation[] = [
  { method: 'post', path: '/sanctum/csrf-cookie', tag: 'accounts', summary: 'Sets the XSRF-TOKEN cookie (echo it in X-XSRF-TOKEN)', responses: { 204: { description: 'Cookie set' } } },
  { method: 'post', path: '/api/register', tag: 'accounts', csrf: true, summary: 'Registers an account and logs it in', body: RegisterInput, responses: { 201: { description: 'Registered', schema: UserDto }, ...errors(400, 415, 419, 422, 429) } },
  { method: 'post', path: '/api/login', tag: 'accounts', csrf: true, summary: 'Logs in (session cookie)', body: LoginInput, responses: { 200: { description: 'Logged in', schema: UserDto }, ...errors(400, 415, 419, 422, 429) } },
  { method: 'post', path: '/api/logout', tag: 'accounts', csrf: true, summary: 'Ends the session', responses: { 204: { description: 'Logged out' }, ...errors(419) } },
  { method: 'get', path: '/api/user', tag: 'accounts', auth: 'user', summary: 'The logged-in user', responses: { 200: { description: 'User', schema: UserDto }, ...errors(401) } },
  { method: 'post', path: '/api/anonse', tag: 'ads', auth: 'user', csrf: true, headers: ['Idempotency-Key'], summary: 'Creates an ad (pending until approved)', body: CreateAdInput, responses: { 201: { description: 'Accepted', schema: CommandAccepted }, ...errors(400, 401, 413, 415, 419) } },
  { method: 'get', path: '/api/anonse/search', tag: 'ads', summary: 'Searches approved ads (spec § 2 parameters)', query: SearchFilter.shape, responses: { 200: { description: 'Hits, facets and range stats', schema: SearchResult }, ...errors(400) } },
  { method: 'get', path: '/api/anonse/{id}', tag: 'ads', summary: 'An approved ad (any state for its owner and administrators)', responses: { 200: { description: 'Ad without its owner id (ETag = revision)', schema: PublicAdDetail, headers: ['ETag'] }, ...errors(404) } },
  { method: 'get', path: '/api/user/ads', tag: 'ads', auth: 'user', summary: "The logged-in user's ads", responses: { 200: { description: 'Ads', schema: z.array(AdDetail) }, ...errors(401) } },
  { method: 'get', path: '/api/admin/anonse', tag: 'admin', auth: 'admin', summary: 'All ads (ra-data-simple-rest list)', query: adminListQuery, responses: { 200: { description: 'Ads', schema: z.array(AdDetail), headers: ['Content-Range'] }, ...errors(400, 401, 403) } },
  { method: 'get', path: '/api/admin/anonse/{id}', tag: 'admin', auth: 'admin', summary: 'One ad in any state', responses: { 200: { description: 'Ad without its owner id (ETag = revision)', schema: PublicAdDetail, headers: ['ETag'] }, ...errors(401, 403, 404) } },
  { method: 'post', path: '/api/admin/anonse/{id}/approve', tag: 'admin', auth: 'admin', csrf: true, headers: ['If-Match', 'Idempotency-Key'], summary: 'Approves a pending ad', responses: { 200: { description: 'Accepted', schema: CommandAccepted }, ...errors(401, 403, 404, 409, 419) } },
  { method: 'post', path: '/api/admin/anonse/{id}/reject', tag: 'admin', auth: 'admin', csrf: true, headers: ['If-Match', 'Idempotency-Key'], summary: 'Rejects a pending ad with a reason', body: RejectAdInput, responses: { 200: { description: 'Accepted', schema: CommandAccepted }, ...errors(400, 401, 403, 404, 409, 419) } },
  { method: 'get', path: '/healthz', tag: 'ops', summary: 'Liveness', responses: { 200: { description: 'Up' } } },
  { method: 'get', path: '/readyz', tag: 'ops', summary: 'Readiness (database + projection lag)', responses: { 200: { description: 'Ready' }, 503: { description: 'Not ready' } } },
];

const jsonSchema = (schema: z.ZodTypeAny) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'openapi-3.0' });

/** OpenAPI 3.0 generated from the zod contracts (zod 4 `z.toJSONSchema`), so the docs cannot drift from validation. */
export function buildOpenApi(): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of OPERATIONS) {
    const parameters: unknown[] = [];
    for (const name of op.path.match(/\{(\w+)\}/g) ?? []) parameters.push({ name: name.slice(1, -1), in: 'path', required: true, schema: { type: 'string' } });
    for (const [name, schema] of Object.entries(op.query ?? {})) parameters.push({ name, in: 'query', required: false, schema: jsonSchema(schema) });
    for (const name of op.headers ?? []) parameters.push({ name, in: 'header', required: false, schema: { type: 'string' } });
    if (op.csrf) parameters.push({ name: 'X-XSRF-TOKEN', in: 'header', required: true, schema: { type: 'string' } });
    paths[op.path] ??= {};
    paths[op.path]![op.method] = {
      summary: op.summary,
      tags: [op.tag],
      operationId: `${op.method}${op.path.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ?? '').toUpperCase())}`,
      ...(op.auth ? { security: [{ session: [] }], description: op.auth === 'admin' ? 'Administrators only (role 1).' : 'Needs a session.' } : {}),
      ...(parameters.length ? { parameters } : {}),
      ...(op.body ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(op.body) } } } } : {}),
      responses: Object.fromEntries(
        Object.entries(op.responses).map(([code, r]) => [
          code,
          {
            description: r.description,
            ...(r.schema ? { content: { 'application/json': { schema: jsonSchema(r.schema) } } } : {}),
            ...(r.headers ? { headers: Object.fromEntries(r.headers.map((h) => [h, { schema: { type: 'string' } }])) } : {}),
          },
        ]),
      ),
    };
  }
  return {
    openapi: '3.0.3',
    info: { title: 'anonse API', version: '0.1.0', description: 'Event-sourced classified-ads API. Errors use the ApiError shape.' },
    components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'anonse_session' } } },
    paths,
  };
}

const escape = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** A small HTML index of the operations (no Swagger UI bundle to download or serve). */
export function openApiHtml(): string {
  const rows = OPERATIONS.map(
    (op) =>
      `<tr><td><code>${op.method.toUpperCase()}</code></td><td><code>${escape(op.path)}</code></td><td>${escape(op.summary)}</td><td>${op.auth ?? 'public'}</td><td>${Object.keys(op.responses).join(', ')}</td></tr>`,
  ).join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>anonse API</title>
<style>body{font:14px/1.4 system-ui,sans-serif;margin:2rem}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.3rem .6rem;text-align:left}</style></head>
<body><h1>anonse API</h1><p>Machine-readable: <a href="/api/docs/openapi.json">/api/docs/openapi.json</a> (OpenAPI 3.0, generated from the zod contracts).
Unsafe calls need the CSRF double-submit: <code>POST /sanctum/csrf-cookie</code>, then send the <code>XSRF-TOKEN</code> cookie value as <code>X-XSRF-TOKEN</code>.</p>
<table><thead><tr><th>Method</th><th>Path</th><th>What</th><th>Who</th><th>Answers</th></tr></thead><tbody>
${rows}
</tbody></table></body></html>`;
}
