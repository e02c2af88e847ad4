import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Logger } from 'pino';
import { citiesOfProvince, districtsOfCity, PROVINCES, ROLES, type AdFields, type Actor } from '@anonse/contracts';
import type { EventStore } from '@anonse/eventstore';
import { fakeAdFields, seededRandom } from '@anonse/projections';
import { AccountEmailService, createAdministrator, RegisterAccountCommand } from '../contexts/accounts';
import { ApproveAdCommand, CreateAdCommand, RejectAdCommand } from '../contexts/ads';
import { seedArticles } from '../contexts/content';
import type { CommandContext } from '../platform/commands/command-context';
import { newId, randomToken } from '../platform/ids';
import { credentialsFrame } from './credentials-frame';
import { seedDemoSalons } from './demo-salons';
import { DEMO_ARTICLES } from './demo-articles';

export interface SeedOptions {
  ads?: number;
  /** Where the framed one-time credentials go (stdout by default). */
  print?: (line: string) => void;
  /**
   * Whether the store was empty before this start wrote the static pages' first versions (main.ts writes them
   * first, so the pages answer while the demo is seeded); by default the store must be empty now.
   */
  storeWasEmpty?: boolean;
}

export interface SeedResult {
  seeded: boolean;
  admin?: { login: string; password: string };
  ads?: { approved: number; pending: number; rejected: number };
}

const DEMO_REJECTION = 'Demo: treść nie spełnia regulaminu (przykład odrzucenia).';

/**
 * Demo data for a newcomer's empty store (docs/architecture.md § Run modes): a demo administrator whose random password is
 * printed once, a few fictional advertisers, and ≥ 200 fictional, non-explicit ads across all 16 provinces,
 * written through the real command handlers (so they are ordinary events, projected like any others):
 * most approved, about 15 % pending, a few rejected. Does nothing when the store held any event before this start
 * (see `storeWasEmpty`).
 */
export async function seedDemoIfEmpty(
  app: INestApplicationContext,
  store: EventStore,
  logger: Logger,
  options: SeedOptions = {},
): Promise<SeedResult> {
  if (!(options.storeWasEmpty ?? (await store.headPosition()) === -1)) return { seeded: false };
  const started = Date.now();
  const bus = app.get(CommandBus);
  const print = options.print ?? ((line: string) => process.stdout.write(`${line}\n`));

  const adminLogin = 'demo-admin';
  const adminPassword = randomToken(12);
  const admin = await createAdministrator(
    app,
    { login: adminLogin, password: adminPassword, email: 'demo-admin@example.invalid', randomPassword: true },
    'seed',
  );
  const adminActor: Actor = { id: admin.accountId, role: ROLES.administrator };

  const owners: Actor[] = [];
  for (let i = 1; i <= 6; i++) {
    const login = `demo-user-${i}`;
    const result = await bus.execute(
      new RegisterAccountCommand(
        { login, email: `${login}@example.invalid`, password: randomToken(16), role: ROLES.user },
        ctx({ id: null, role: null }),
      ),
    );
    // Their ads go to moderation, which needs a confirmed address; nobody reads a `.invalid` mailbox, so the
    // system vouches for it (an EmailConfirmed under the system actor) instead of sending a link.
    await app.get(AccountEmailService).confirmAsSystem(result.accountId, ctx({ id: null, role: null }));
    owners.push({ id: result.accountId, role: ROLES.user });
  }

  const rng = seededRandom(2025);
  const total = Math.max(options.ads ?? 210, 32);
  const counts = { approved: 0, pending: 0, rejected: 0 };
  const approvedAdsOf = new Map<string, string[]>();
  for (let i = 0; i < total; i++) {
    const fields = i < PROVINCES.length * 2 ? inProvince(fakeAdFields(rng), PROVINCES[i % PROVINCES.length]!.slug, i) : fakeAdFields(rng);
    const owner = owners[i % owners.length]!;
    const created = await bus.execute(new CreateAdCommand(fields, ctx(owner)));
    const roll = rng();
    if (roll < 0.15) counts.pending++;
    else if (roll < 0.2) {
      await bus.execute(new RejectAdCommand(created.adId, DEMO_REJECTION, created.revision, ctx(adminActor)));
      counts.rejected++;
    } else {
      await bus.execute(new ApproveAdCommand(created.adId, created.revision, ctx(adminActor)));
      approvedAdsOf.set(owner.id!, [...(approvedAdsOf.get(owner.id!) ?? []), created.adId]);
      counts.approved++;
    }
  }
  const salons = await seedDemoSalons(bus, owners, approvedAdsOf, adminActor, ctx);
  const articles = await seedArticles(app, DEMO_ARTICLES, new Date(), 'seed-demo');
  logger.info({ ...counts, salons, articles: articles.length, ms: Date.now() - started }, 'demo data seeded');
  // Last, after every log line of the seeding, so the password is not buried in the start-up output.
  print(credentialsFrame(adminLogin, adminPassword));
  return { seeded: true, admin: { login: adminLogin, password: adminPassword }, ads: counts };
}

function ctx(actor: Actor): CommandContext {
  const id = newId();
  return { commandId: id, correlationId: id, causationId: 'seed-demo', actor, now: new Date().toISOString() };
}

/** Moves an ad to a town of `provinceSlug`, so every province has ads (county towns first). */
function inProvince(fields: AdFields, provinceSlug: string, i: number): AdFields {
  const towns = [...citiesOfProvince(provinceSlug)].sort((a, b) => Number(b.countyRights) - Number(a.countyRights));
  const city = towns[i % Math.min(3, towns.length)] ?? towns[0]!;
  const districts = districtsOfCity(city.key);
  const { district: _ignored, ...rest } = fields;
  return { ...rest, province: provinceSlug, city: city.key, ...(districts.length ? { district: districts[0]!.slug } : {}) };
}
