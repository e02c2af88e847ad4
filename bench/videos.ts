/**
 * Short videos (issue 24's budgets):
 *   npx tsx bench/videos.ts --db pglite   (embedded, on disk in a temp dir)    npx tsx bench/videos.ts   (Postgres: DATABASE_URL)
 *   options: --videos 10000 (approved clips)  --pages 300 (pages measured)  --transcode (also one 60 s 1080×1920 clip → 720p, 480p, poster)
 * Budgets: a page of GET /api/swiper over 10,000 approved clips p95 ≤ 10 ms (the first page and pages deep in the
 * feed, by their `max_cursor`); the transcode ≤ 60 s (≤ 1× the clip's length) on 2 cores.
 * The read models are filled as the projectors write them: 2,000 approved ads, a tenth of them deactivated, and each
 * clip approved at its own time, a tenth of them with the promoted head start.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import projections from '../projections/src/index';
import { openBenchDatabase } from './lib/bench-database';

const { feedPage, feedKeyOf, migrateReadModels, seededRandom, fakeAdFields } = projections;

const argv = process.argv;
const option = (name: string, fallback: string) => (argv.includes(`--${name}`) ? argv[argv.indexOf(`--${name}`) + 1]! : fallback);
const videos = Number(option('videos', '10000'));
const pages = Number(option('pages', '300'));
const dbKind = option('db', 'postgres');
const rng = seededRandom(24);

/** The p-th fraction of the sorted samples. */
const pct = (samples: number[], p: number) =>
  samples.slice().sort((a, b) => a - b)[Math.min(samples.length - 1, Math.floor(p * samples.length))]!;

const { client, close } = await openBenchDatabase(dbKind, 'videos');
try {
  await migrateReadModels(client);
  const started = performance.now();
  const ads = Array.from({ length: 2000 }, (_, i) => ({
    id: `ad-${i}`,
    status: i % 10 === 9 ? 'deactivated' : 'approved',
    fields: fakeAdFields(rng),
  }));
  for (let at = 0; at < ads.length; at += 500) {
    const rows = ads.slice(at, at + 500);
    await client.query(
      `INSERT INTO ads (id, owner_id, status, revision, title, category, province, city, fields, created_at)
       SELECT r.id, 'owner-' || r.id, r.status, 1, r.fields->>'title', r.fields->>'category', r.fields->>'province', r.fields->>'city', r.fields, now()
       FROM jsonb_to_recordset($1::jsonb) AS r(id text, status text, fields jsonb)`,
      [JSON.stringify(rows)],
    );
  }
  const base = Date.parse('2026-11-01T00:00:00Z');
  for (let at = 0; at < videos; at += 1000) {
    const rows = Array.from({ length: Math.min(1000, videos - at) }, (_, k) => {
      const i = at + k;
      const approvedAt = new Date(base + i * 60_000).toISOString();
      const promoted = rng() < 0.1;
      return {
        id: `video-${String(i).padStart(6, '0')}`,
        ad_id: ads[Math.floor(rng() * ads.length)]!.id,
        feed_key: feedKeyOf(approvedAt, promoted),
        promoted,
        approved_at: approvedAt,
      };
    });
    await client.query(
      `INSERT INTO videos (id, owner_id, ad_id, status, duration_ms, width, height, source_bytes, renditions, poster_key, poster_width, poster_height,
         blurhash, ad_promoted, feed_key, decided_at, uploaded_at, updated_at, revision)
       SELECT r.id, 'owner-' || r.ad_id, r.ad_id, 'approved', 15000, 1080, 1920, 20000000,
         jsonb_build_array(jsonb_build_object('quality', 720, 'fileKey', 'private/videos/' || r.id || '/a1-720.mp4', 'width', 720, 'height', 1280, 'bytes', 3000000),
                           jsonb_build_object('quality', 480, 'fileKey', 'private/videos/' || r.id || '/a1-480.mp4', 'width', 480, 'height', 854, 'bytes', 1500000)),
         'private/videos/' || r.id || '/a1-poster.jpg', 720, 1280, 'LEHV6nWB2yk8pyo0adR*.7kCMdnj', r.promoted, r.feed_key, r.approved_at, r.approved_at, r.approved_at, 5
       FROM jsonb_to_recordset($1::jsonb) AS r(id text, ad_id text, feed_key bigint, promoted boolean, approved_at timestamptz)`,
      [JSON.stringify(rows)],
    );
  }
  await client.query('ANALYZE');
  console.log(`${dbKind}: seeded ${ads.length} ads and ${videos} approved clips in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  // Cursors spread over the whole feed, as viewers who scrolled far hold them.
  const cursors: (Awaited<ReturnType<typeof feedPage>>['next'] | null)[] = [null];
  let cursor = null;
  for (let n = 0; n < 60; n++) {
    const page = await feedPage(client, cursor, 10);
    cursor = page.next;
    if (n % 6 === 5) cursors.push(cursor);
  }
  for (const kind of ['first page', 'pages deep in the feed'] as const) {
    const times: number[] = [];
    for (let i = 0; i < pages + 10; i++) {
      const at = kind === 'first page' ? null : cursors[1 + (i % (cursors.length - 1))]!;
      const t0 = performance.now();
      await feedPage(client, at, 10);
      if (i >= 10) times.push(performance.now() - t0);
    }
    const p95 = pct(times, 0.95);
    console.log(
      `  feed, ${kind.padEnd(24)} p50 ${pct(times, 0.5).toFixed(2)} ms, p95 ${p95.toFixed(2)} ms (budget ≤ 10 ms: ${p95 <= 10 ? 'MET' : 'MISSED'})`,
    );
  }
} finally {
  await close();
}

if (argv.includes('--transcode')) {
  // The processing code itself, on a clip made like a phone's: 60 s of 1080×1920 at 30 fps with sound.
  const { phoneClip } = await import('../services/api/src/contexts/videos/processing/sample-clip');
  const { probeVideo } = await import('../services/api/src/contexts/videos/processing/probe-video');
  const { transcodeVideo } = await import('../services/api/src/contexts/videos/processing/transcode-video');
  const dir = await mkdtemp(join(tmpdir(), 'anonse-bench-video-'));
  try {
    const clip = await phoneClip(dir, { width: 1080, height: 1920, seconds: 60 });
    const probed = await probeVideo(clip, 120_000);
    if (typeof probed === 'string') throw new Error(`the sample clip was refused: ${probed}`);
    const t0 = performance.now();
    const out = await transcodeVideo(clip, probed, dir);
    const seconds = (performance.now() - t0) / 1000;
    console.log(
      `  transcode of a 60 s 1080×1920 clip: ${seconds.toFixed(1)} s (budget ≤ 60 s: ${seconds <= 60 ? 'MET' : 'MISSED'}), ` +
        out.renditions.map((r) => `${r.quality}p ${(r.bytes / 1e6).toFixed(1)} MB`).join(', '),
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
