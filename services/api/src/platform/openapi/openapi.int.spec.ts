import { RequestMethod } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { METHOD_METADATA } from '@nestjs/common/constants';
import { useTestApp } from '../../testing/test-app';
import { OpenApiController } from './openapi.controller';
import { operationOf } from './operation';

const t = useTestApp();
jest.setTimeout(60_000);

type Doc = { paths: Record<string, Record<string, { responses: Record<string, { content?: { 'application/json': { schema: Record<string, unknown> } } }>; parameters?: { name: string }[] }>> };

describe('the OpenAPI document comes from the controllers', () => {
  it('documents every route the application mounted (the docs themselves aside)', async () => {
    const controllers = t.app.get(DiscoveryService).getControllers().map((w) => w.metatype as { name: string; prototype: Record<string, unknown> });
    const undocumented: string[] = [];
    for (const controller of controllers) {
      if (controller === (OpenApiController as unknown)) continue;
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = controller.prototype[name];
        if (typeof handler !== 'function' || Reflect.getMetadata(METHOD_METADATA, handler) === undefined) continue;
        if (!operationOf(handler)) undocumented.push(`${controller.name}.${name} (${RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number]})`);
      }
    }
    expect(undocumented).toEqual([]);
    const doc = (await t.client().get('/api/docs/openapi.json')).json() as Doc;
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/anonse', '/api/admin/ads/{id}/approve', '/api/register', '/readyz']));
  });

  it('says what the handlers send: the admin detail carries the owner id, the public one does not', async () => {
    const doc = (await t.client().get('/api/docs/openapi.json')).json() as Doc;
    const schemaOf = (path: string) => doc.paths[path]!.get!.responses['200']!.content!['application/json'].schema as { properties: Record<string, unknown> };
    expect(Object.keys(schemaOf('/api/admin/ads/{id}').properties)).toContain('ownerId');
    expect(Object.keys(schemaOf('/api/anonse/{id}').properties)).not.toContain('ownerId');
    // Derived from the routes' own decorators: @Idempotent and the CSRF rule.
    const names = (doc.paths['/api/anonse']!.post!.parameters ?? []).map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['Idempotency-Key', 'X-XSRF-TOKEN']));
    expect((doc.paths['/sanctum/csrf-cookie']!.post!.parameters ?? []).map((p) => p.name)).not.toContain('X-XSRF-TOKEN');
  });
});
