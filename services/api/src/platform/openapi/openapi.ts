import type { Type } from '@nestjs/common';
import { GUARDS_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { RequestMethod } from '@nestjs/common';
import { z } from 'zod';
import { ApiError } from '@anonse/contracts';
import { ROLES, type Role } from '@anonse/contracts';
import { AdminGuard, LedgerReaderGuard, LoggedInGuard, ModeratorGuard, rolesOfGuard, StaffGuard } from '../auth/guards';
import { CSRF_EXEMPT_ROUTES } from '../http/fastify-setup';
import { IDEMPOTENT, operationOf, type OperationSpec } from './operation';

const ERROR_TEXT: Record<number, string> = {
  400: 'Malformed JSON or invalid fields (errors: field → messages in the request language)',
  401: 'No session',
  403: 'Not an administrator',
  404: 'Not found',
  409: 'Stale revision (If-Match) or lost race',
  413: 'Body over 1 MB',
  415: 'Content-Type is not application/json',
  419: 'CSRF token missing or mismatched',
  422: 'Rejected by the domain (e.g. login taken, wrong credentials), or an Idempotency-Key reused with another request',
  429: 'Rate limited',
  507: 'The server has no room left to store the file (disk full); nothing was stored',
};

/** The error answers of an operation, all in the ApiError shape. */
export const errors = (...codes: number[]): OperationSpec['responses'] =>
  Object.fromEntries(codes.map((c) => [c, { description: ERROR_TEXT[c] ?? 'Error', schema: ApiError }]));

const AUTH_TEXT = {
  user: 'Needs a session.',
  admin: 'Administrators only (role 1).',
  moderator: 'Administrators and moderators (roles 1, 2).',
  ledgerReader: 'Administrators and auditors (roles 1, 3).',
  staff: 'Administrators, moderators and auditors (roles 1, 2, 3).',
} as const;

const ROLE_NAMES = Object.fromEntries(Object.entries(ROLES).map(([name, role]) => [role, name])) as Record<Role, keyof typeof ROLES>;

interface DocumentedOperation extends OperationSpec {
  method: string;
  path: string;
  auth?: keyof typeof AUTH_TEXT;
  /** The roles the operation's guard admits (`x-roles`); absent for public and any-session operations. */
  roles?: (keyof typeof ROLES)[];
  csrf: boolean;
  idempotent: boolean;
}

const UNSAFE = new Set(['post', 'put', 'patch', 'delete']);
const metadata = <T>(key: string | symbol, target: object): T | undefined => Reflect.getMetadata(key, target) as T | undefined;
const joinPath = (...parts: (string | string[] | undefined)[]) =>
  '/' +
  parts
    .flatMap((p) => (Array.isArray(p) ? p[0] : p) ?? '')
    .flatMap((p) => p.split('/'))
    .filter(Boolean)
    .join('/');

/** The roles every roles guard of the operation admits: Nest runs the controller's guards and the handler's, so they intersect. */
function rolesOf(guards: unknown[]): (keyof typeof ROLES)[] | undefined {
  const sets = guards.map(rolesOfGuard).filter((r) => r !== undefined);
  if (!sets.length) return undefined;
  return sets.reduce((a, b) => a.filter((role) => b.includes(role))).map((role) => ROLE_NAMES[role]);
}

/** Every route of the given controllers that carries an @Operation, read from Nest's own routing metadata. */
export function documentedOperations(controllers: readonly Type[]): DocumentedOperation[] {
  const out: DocumentedOperation[] = [];
  for (const controller of controllers) {
    const base = metadata<string | string[]>(PATH_METADATA, controller);
    const classGuards = metadata<unknown[]>(GUARDS_METADATA, controller) ?? [];
    for (const name of Object.getOwnPropertyNames(controller.prototype)) {
      const handler = (controller.prototype as Record<string, unknown>)[name];
      if (name === 'constructor' || typeof handler !== 'function') continue;
      const spec = operationOf(handler);
      const method = metadata<RequestMethod>(METHOD_METADATA, handler);
      if (!spec || method === undefined) continue;
      const path = joinPath(base, metadata<string | string[]>(PATH_METADATA, handler));
      const verb = RequestMethod[method].toLowerCase();
      const guards = [...classGuards, ...(metadata<unknown[]>(GUARDS_METADATA, handler) ?? [])];
      out.push({
        ...spec,
        method: verb,
        path: path.replace(/:(\w+)/g, '{$1}'),
        auth: guards.includes(AdminGuard)
          ? 'admin'
          : guards.includes(ModeratorGuard)
            ? 'moderator'
            : guards.includes(LedgerReaderGuard)
              ? 'ledgerReader'
              : guards.includes(StaffGuard)
                ? 'staff'
                : guards.includes(LoggedInGuard)
                  ? 'user'
                  : undefined,
        roles: rolesOf(guards),
        csrf: UNSAFE.has(verb) && !CSRF_EXEMPT_ROUTES.has(path),
        idempotent: metadata<boolean>(IDEMPOTENT, handler) === true,
      });
    }
  }
  return out.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}

const jsonSchema = (schema: z.ZodTypeAny) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'openapi-3.0' });
const outputSchema = (schema: z.ZodTypeAny) => z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any', target: 'openapi-3.0' });

/** OpenAPI 3.0 from the controllers' own @Operation schemas (the ones that validate requests and shape answers). */
export function buildOpenApi(controllers: readonly Type[]): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of documentedOperations(controllers)) {
    const parameters: unknown[] = [];
    for (const name of op.path.match(/\{(\w+)\}/g) ?? [])
      parameters.push({ name: name.slice(1, -1), in: 'path', required: true, schema: { type: 'string', format: 'uuid' } });
    for (const [name, schema] of Object.entries(op.query?.shape ?? {}))
      if (!op.queryText?.[name]) parameters.push({ name, in: 'query', required: false, schema: jsonSchema(schema as z.ZodTypeAny) });
    for (const [name, description] of Object.entries(op.queryText ?? {}))
      parameters.push({ name, in: 'query', required: false, description, schema: { type: 'string' } });
    for (const name of [...(op.headers ?? []), ...(op.idempotent ? ['Idempotency-Key'] : [])])
      parameters.push({ name, in: 'header', required: false, schema: { type: 'string' } });
    if (op.csrf) parameters.push({ name: 'X-XSRF-TOKEN', in: 'header', required: true, schema: { type: 'string' } });
    paths[op.path] ??= {};
    paths[op.path]![op.method] = {
      summary: op.summary,
      tags: [op.tag],
      operationId: `${op.method}${op.path.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ?? '').toUpperCase())}`,
      ...(op.auth ? { security: [{ session: [] }], description: AUTH_TEXT[op.auth] } : {}),
      ...(op.roles ? { 'x-roles': op.roles } : {}),
      ...(parameters.length ? { parameters } : {}),
      ...(op.body ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(op.body) } } } } : {}),
      ...(op.rawBody
        ? {
            requestBody: {
              required: true,
              content: Object.fromEntries(op.rawBody.map((t) => [t, { schema: { type: 'string', format: 'binary' } }])),
            },
          }
        : {}),
      responses: Object.fromEntries(
        Object.entries({ ...op.responses, ...(op.csrf ? errors(419) : {}) }).map(([code, r]) => [
          code,
          {
            description: r.description,
            ...(r.schema ? { content: { 'application/json': { schema: outputSchema(r.schema) } } } : {}),
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
export function openApiHtml(controllers: readonly Type[]): string {
  const rows = documentedOperations(controllers)
    .map(
      (op) =>
        `<tr><td><code>${op.method.toUpperCase()}</code></td><td><code>${escape(op.path)}</code></td><td>${escape(op.summary)}</td><td>${op.auth ?? 'public'}</td><td>${Object.keys(op.responses).join(', ')}</td></tr>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>anonse API</title>
<style>body{font:14px/1.4 system-ui,sans-serif;margin:2rem}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.3rem .6rem;text-align:left}</style></head>
<body><h1>anonse API</h1><p>Machine-readable: <a href="/api/docs/openapi.json">/api/docs/openapi.json</a> (OpenAPI 3.0, generated from the zod contracts).
Unsafe calls need the CSRF double-submit: <code>POST /sanctum/csrf-cookie</code>, then send the <code>XSRF-TOKEN</code> cookie value as <code>X-XSRF-TOKEN</code>.</p>
<table><thead><tr><th>Method</th><th>Path</th><th>What</th><th>Who</th><th>Answers</th></tr></thead><tbody>
${rows}
</tbody></table></body></html>`;
}
