import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import type { AdminArticleDto } from '@anonse/contracts';
import { findArticleBySlug } from '@anonse/projections';
import type { CommandContext } from '#api/platform/commands/command-context';
import { DomainError } from '#api/platform/domain/domain-error';
import { useTestApp, type TestClient } from '#api/testing/test-app';
import { ChangeArticleCommand } from './commands/change-article.command';

const t = useTestApp({ CONTENT_SCHEDULER_POLL_MS: '3600000' });
jest.setTimeout(180_000);

const ROUNDS = 25;

/** Lets the first request run `n` steps ahead, without waiting for any time to pass. */
const ticks = async (n: number) => {
  for (let i = 0; i < n; i++) await new Promise<void>((resolve) => setImmediate(resolve));
};

const draft = (slug: string, title: string) => ({ kind: 'blog', language: 'pl', slug, title, lead: 'Wstęp.', body: 'Treść.', tags: [] });

/** The articles holding `slug` once the read model has caught up (it keeps whatever the log says, two holders included). */
async function holders(slug: string): Promise<string[]> {
  expect(await t.infra.runner!.waitForPosition(await t.infra.eventStore.headPosition(), { timeoutMs: 10_000 })).toBe(true);
  const { rows } = await t.db.client.query<{ id: string }>(
    "SELECT id FROM articles WHERE kind = 'blog' AND language = 'pl' AND slug = $1",
    [slug],
  );
  return rows.map((r) => r.id);
}

/**
 * Issue 27: two editors saving the same slug at the same instant. Each round sends both requests at once (two
 * new drafts, or two drafts renamed to the same slug), the second a few ticks later round by round so the two
 * cross at every step; exactly one may have it, the other gets 409 with the
 * slug's own message.
 */
describe('content: two editors taking one slug at once', () => {
  let one: TestClient;
  let two: TestClient;
  beforeAll(async () => {
    [one, two] = await Promise.all([t.admin(), t.admin()]);
  });

  const expectOneWinner = async (slug: string, statuses: number[], losers: { json: () => { errors?: { slug?: string[] } } }[]) => {
    expect(statuses.filter((s) => s === 409)).toHaveLength(1);
    for (const loser of losers)
      expect(loser.json().errors?.slug).toEqual(['Artykuł tego rodzaju o tym adresie już istnieje w tym języku.']);
    expect(await holders(slug)).toHaveLength(1);
  };

  it(`lets exactly one of two drafts created at once have a slug (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const slug = `wyscig-nowy-${round}`;
      const answers = await Promise.all([
        one.post('/api/admin/articles', draft(slug, 'A')),
        two.post('/api/admin/articles', draft(slug, 'B')),
      ]);
      const statuses = answers.map((a) => a.statusCode);
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      await expectOneWinner(
        slug,
        statuses,
        answers.filter((a) => a.statusCode === 409),
      );
    }
  });

  it(`lets exactly one of two drafts renamed at once to one slug have it (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const slug = `wyscig-zmiana-${round}`;
      const [a, b] = (
        await Promise.all([
          one.post('/api/admin/articles', draft(`${slug}-a`, 'A')),
          two.post('/api/admin/articles', draft(`${slug}-b`, 'B')),
        ])
      ).map((r) => r.json<AdminArticleDto>());
      const answers = await Promise.all([
        one.request('PUT', `/api/admin/articles/${a!.id}`, { json: { slug } }),
        ticks(round % 10).then(() => two.request('PUT', `/api/admin/articles/${b!.id}`, { json: { slug } })),
      ]);
      const statuses = answers.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      await expectOneWinner(
        slug,
        statuses,
        answers.filter((r) => r.statusCode === 409),
      );
    }
    // The read model agrees once it has caught up.
    await t.infra.runner!.waitForPosition(await t.infra.eventStore.headPosition(), { timeoutMs: 10_000 });
    expect(await findArticleBySlug(t.db.client, { kind: 'blog', language: 'pl', slug: 'wyscig-zmiana-0', anyStatus: true })).not.toBeNull();
  });

  /**
   * The same straight on the command bus: the console's read-model check in front of it cannot see a slug taken a
   * moment ago (the projection may lag), so only the command itself can keep a slug to one article.
   */
  it(`keeps a slug to one article when two commands take it at once (${ROUNDS} rounds each of create and rename)`, async () => {
    const bus = t.app.get(CommandBus);
    const ctx = (): CommandContext => {
      const id = randomUUID();
      return {
        commandId: id,
        correlationId: id,
        causationId: id,
        actor: { id: randomUUID(), role: 'admin' },
        now: t.clock.now().toISOString(),
      };
    };
    const fields = (slug: string, title: string) => ({ ...draft(slug, title), coverPhotoId: null, category: null, seoDescription: '' });
    const create = (articleId: string, slug: string, title: string) => {
      const { kind, language, ...rest } = fields(slug, title);
      return bus.execute(new ChangeArticleCommand({ type: 'CreateArticle', articleId, kind: 'blog', language: 'pl', fields: rest }, ctx()));
    };
    const rename = (articleId: string, slug: string) =>
      bus.execute(new ChangeArticleCommand({ type: 'EditArticle', articleId, changes: { slug } }, ctx()));
    const expectOneOf = async (slug: string, settled: PromiseSettledResult<unknown>[]) => {
      expect(settled.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const refused = settled.find((r) => r.status === 'rejected')!.reason as DomainError;
      expect(refused).toBeInstanceOf(DomainError);
      expect(refused).toMatchObject({ kind: 'conflict', code: 'content:slugTaken', field: 'slug' });
      expect(await holders(slug)).toHaveLength(1);
    };
    for (let round = 0; round < ROUNDS; round++) {
      const slug = `wyscig-komenda-${round}`;
      const [a, b] = [randomUUID(), randomUUID()];
      await expectOneOf(slug, await Promise.allSettled([create(a, slug, 'A'), ticks(round % 6).then(() => create(b, slug, 'B'))]));

      const renamed = `${slug}-nowy`;
      const [c, d] = [randomUUID(), randomUUID()];
      await Promise.all([create(c, `${slug}-c`, 'C'), create(d, `${slug}-d`, 'D')]);
      await expectOneOf(renamed, await Promise.allSettled([rename(c, renamed), ticks(round % 6).then(() => rename(d, renamed))]));
    }
  });
});
