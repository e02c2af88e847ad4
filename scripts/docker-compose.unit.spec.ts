/**
 * The production stack (docker-compose.yml + Dockerfile) cannot be started in CI (no Docker engine there),
 * so this test pins its shape: the six services, their healthchecks and volumes, the wiring of the app
 * containers, and that every variable handed to the app is one the API configuration actually reads.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

const ROOT = join(__dirname, '..');

interface Service {
  image?: string;
  build?: unknown;
  command?: string[] | string;
  environment?: Record<string, unknown>;
  healthcheck?: { test: string[] | string };
  volumes?: string[];
  ports?: string[];
  depends_on?: Record<string, { condition: string }>;
}
interface Compose {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
}

const compose = parse(readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8'), { merge: true }) as Compose;
const services = compose.services;
const APP_SERVICES = ['api', 'projections'] as const;
const INFRA_SERVICES = ['eventstore', 'postgres', 'meilisearch', 'redis'] as const;

/** Variables the API configuration reads: the UPPER_SNAKE keys of its env schema (services/api/src/platform/config). */
function knownConfigVars(): { names: Set<string>; source: string } {
  const dir = join(ROOT, 'services/api/src/platform/config');
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.spec.ts'))
    .map((f) => join(dir, f));
  const names = new Set<string>();
  for (const file of files) {
    // Keys of the zod env schema: lines such as `  DATABASE_URL: url([...]).optional(),`.
    for (const match of readFileSync(file, 'utf8').matchAll(/^\s*([A-Z][A-Z0-9_]*)\s*:/gm)) names.add(match[1]!);
  }
  expect(names.size).toBeGreaterThan(10);
  return { names, source: files.map((f) => f.slice(ROOT.length + 1)).join(', ') };
}

describe('docker-compose.yml (production stack)', () => {
  it('declares the six services', () => {
    expect(Object.keys(services).sort()).toEqual(['api', 'eventstore', 'meilisearch', 'postgres', 'projections', 'redis'].sort());
  });

  it('uses the expected images', () => {
    expect(services.eventstore!.image).toMatch(/kurrentdb|eventstore\/eventstore/);
    expect(services.postgres!.image).toMatch(/^postgres:16/);
    expect(services.meilisearch!.image).toMatch(/^getmeili\/meilisearch:v1\./);
    expect(services.redis!.image).toMatch(/^redis:/);
  });

  it.each([...INFRA_SERVICES, 'api'])('%s has a healthcheck', (name) => {
    const test = services[name]!.healthcheck?.test;
    expect(test).toBeDefined();
    expect(test!.length).toBeGreaterThan(0);
  });

  it('checks the right things in the healthchecks', () => {
    expect(String(services.postgres!.healthcheck!.test)).toContain('pg_isready');
    expect(String(services.redis!.healthcheck!.test)).toContain('ping');
    expect(String(services.meilisearch!.healthcheck!.test)).toContain('/health');
    expect(String(services.eventstore!.healthcheck!.test)).toContain('/health/live');
    expect(String(services.api!.healthcheck!.test)).toContain('/healthz');
  });

  it.each(INFRA_SERVICES)('%s keeps its data in a named volume', (name) => {
    const volumes = services[name]!.volumes ?? [];
    expect(volumes.length).toBeGreaterThan(0);
    for (const volume of volumes) {
      const source = String(volume).split(':')[0]!;
      expect(compose.volumes).toHaveProperty(source);
    }
  });

  it('runs the eventstore as a documented insecure single node', () => {
    const env = services.eventstore!.environment!;
    const prefix = 'KURRENTDB_' in env || Object.keys(env).some((k) => k.startsWith('KURRENTDB_')) ? 'KURRENTDB_' : 'EVENTSTORE_';
    expect(String(env[`${prefix}INSECURE`])).toBe('true');
    expect(String(env[`${prefix}CLUSTER_SIZE`])).toBe('1');
    expect(readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8')).toMatch(/INSECURE single node/);
  });

  it('passes the Meilisearch master key from the environment', () => {
    expect(String(services.meilisearch!.environment!.MEILI_MASTER_KEY)).toMatch(/^\$\{MEILI_MASTER_KEY/);
  });

  it('builds the app image from the root Dockerfile and runs api and projections from it', () => {
    expect(services.api!.build).toBeDefined();
    expect(services.api!.image).toBe(services.projections!.image);
    expect(services.api!.command).toEqual(['node', 'services/api/dist/main.js']);
    expect(services.projections!.command).toEqual(['node', 'services/api/dist/projections-main.js']);
    expect(services.api!.environment!.PROCESS_ROLE).toBe('api');
    expect(String(services.api!.environment!.PORT)).toBe('3000');
    expect((services.api!.ports ?? []).some((p) => String(p).endsWith(':3000'))).toBe(true);
  });

  it.each(APP_SERVICES)('%s is wired to the eventstore, Postgres, Meilisearch and Redis', (name) => {
    const env = services[name]!.environment!;
    expect(env.EVENT_STORE_URL).toBe('esdb://eventstore:2113?tls=false');
    expect(String(env.DATABASE_URL)).toMatch(/^postgres:\/\/.+@postgres:5432\//);
    expect(env.MEILI_URL).toBe('http://meilisearch:7700');
    expect(env.REDIS_URL).toBe('redis://redis:6379');
    expect(env.MEILI_MASTER_KEY).toBeDefined();
    for (const dependency of INFRA_SERVICES) {
      expect(services[name]!.depends_on?.[dependency]?.condition).toBe('service_healthy');
    }
  });

  it.each(APP_SERVICES)('%s only passes variables the API configuration knows', (name) => {
    const { names, source } = knownConfigVars();
    const unknown = Object.keys(services[name]!.environment!).filter((v) => !names.has(v));
    expect({ source, unknown }).toEqual({ source, unknown: [] });
  });
});

describe('Dockerfile', () => {
  const dockerfile = readFileSync(join(ROOT, 'Dockerfile'), 'utf8');

  it('is a multi-stage node:20 build that runs the API', () => {
    expect(dockerfile.match(/^FROM node:20/gm)?.length).toBeGreaterThanOrEqual(2);
    expect(dockerfile).toMatch(/npm ci/);
    expect(dockerfile).toMatch(/npm run build/);
    expect(dockerfile).toMatch(/CMD \["node", "services\/api\/dist\/main.js"\]/);
    expect(dockerfile).toMatch(/PROCESS_ROLE=api/);
  });

  it('copies the manifest of every npm workspace before `npm ci`', () => {
    const workspaces = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { workspaces: string[] }).workspaces;
    for (const workspace of workspaces) {
      expect(dockerfile).toContain(`COPY ${workspace}/package.json ${workspace}/`);
    }
  });
});
