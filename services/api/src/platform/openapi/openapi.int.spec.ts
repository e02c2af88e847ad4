import { RequestMethod } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { METHOD_METADATA } from '@nestjs/common/constants';
import { randomUUID } from 'node:crypto';
import { ROLES } from '@anonse/contracts';
import { useTestApp, type TestClient } from '#api/testing/test-app';
import { OpenApiController } from './openapi.controller';
import { operationOf } from './operation';

const t = useTestApp();
jest.setTimeout(60_000);

type Doc = {
  paths: Record<
    string,
    Record<
      string,
      {
        responses: Record<string, { content?: { 'application/json': { schema: Record<string, unknown> } } }>;
        parameters?: { name: string }[];
      }
    >
  >;
};

describe('the OpenAPI document comes from the controllers', () => {
  it('documents every route the application mounted (the docs themselves aside)', async () => {
    const controllers = t.app
      .get(DiscoveryService)
      .getControllers()
      .map((w) => w.metatype as { name: string; prototype: Record<string, unknown> });
    const undocumented: string[] = [];
    for (const controller of controllers) {
      if (controller === (OpenApiController as unknown)) continue;
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = controller.prototype[name];
        if (typeof handler !== 'function' || Reflect.getMetadata(METHOD_METADATA, handler) === undefined) continue;
        if (!operationOf(handler))
          undocumented.push(`${controller.name}.${name} (${RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number]})`);
      }
    }
    expect(undocumented).toEqual([]);
    const doc = (await t.client().get('/api/docs/openapi.json')).json() as Doc;
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/anonse', '/api/admin/ads/{id}/approve', '/api/register', '/readyz']),
    );
  });

  it('says what the handlers send: the admin detail carries the owner id, the public one does not', async () => {
    const doc = (await t.client().get('/api/docs/openapi.json')).json() as Doc;
    const schemaOf = (path: string) =>
      doc.paths[path]!.get!.responses['200']!.content!['application/json'].schema as { properties: Record<string, unknown> };
    expect(Object.keys(schemaOf('/api/admin/ads/{id}').properties)).toContain('ownerId');
    expect(Object.keys(schemaOf('/api/anonse/{id}').properties)).not.toContain('ownerId');
    // Derived from the routes' own decorators: @Idempotent and the CSRF rule.
    const names = (doc.paths['/api/anonse']!.post!.parameters ?? []).map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['Idempotency-Key', 'X-XSRF-TOKEN']));
    expect((doc.paths['/sanctum/csrf-cookie']!.post!.parameters ?? []).map((p) => p.name)).not.toContain('X-XSRF-TOKEN');
  });
});

type RoleName = keyof typeof ROLES;
type MatrixDoc = { paths: Record<string, Record<string, { 'x-roles'?: RoleName[] }>> };

describe('who may call each console operation', () => {
  it('every /api/admin operation declares its roles, and the server holds each cell of the route × role matrix', async () => {
    const doc = (await t.client().get('/api/docs/openapi.json')).json() as MatrixDoc;
    const operations = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/admin/'))
      .flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, op]) => ({ path, method: method.toUpperCase(), roles: op['x-roles'] })),
      );
    expect(operations.length).toBeGreaterThan(30);
    expect(operations.filter((op) => !op.roles?.length).map((op) => `${op.method} ${op.path}`)).toEqual([]);

    const callers: Record<RoleName | 'guest', TestClient> = {
      guest: t.client(),
      user: await t.user(),
      moderator: await t.staff(ROLES.moderator),
      auditor: await t.staff(ROLES.auditor),
      administrator: await t.admin(),
    };
    const wrong: string[] = [];
    for (const op of operations) {
      // Ids nobody has: an admitted caller gets past the guard and meets a 4xx about the id or the body, never 401/403.
      const url = op.path.replace(/\{\w+\}/g, () => randomUUID());
      for (const [who, client] of Object.entries(callers) as [RoleName | 'guest', TestClient][]) {
        const res = await client.request(op.method, url, op.method === 'GET' ? {} : { json: {} });
        const expected = who === 'guest' ? [401] : op.roles!.includes(who as RoleName) ? null : [403];
        const ok = expected ? expected.includes(res.statusCode) : res.statusCode !== 401 && res.statusCode !== 403;
        if (!ok) wrong.push(`${op.method} ${op.path} as ${who}: ${res.statusCode} (admits ${op.roles!.join(', ')})`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
