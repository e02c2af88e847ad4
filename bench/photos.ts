/**
 * Photo processing benchmarks (issue 8):
 *   1. one 12-megapixel JPEG (4000 × 3000) to every rendition (3 widths × AVIF, WebP, JPEG, master, blurhash):
 *      p50/p95 over `--runs` (default 20). Budget: p95 ≤ 2 s on 2 cores.
 *   1b. a real camera photo (the face detector's sample1.jpg, 1920 × 1280, as the e2e journey uploads it): the size
 *      of every rendition an ad card can pick (`cardSources`). Budget: ≤ 40 KB each.
 *   2. `--parallel` (default 10) 12 MP uploads at once through the real API (raw body, CSRF, session), then the
 *      worker drains them: RSS growth over the process's baseline, and the p95 of a visitor's searches sent all
 *      the while. Budgets: ≤ 300 MB, < 100 ms.
 *
 *   npx tsx photos.ts [--runs 20] [--parallel 10]
 *
 * Runs the TypeScript sources with swc (decorator metadata for Nest), as fuzz.ts does. Embedded PGlite and
 * local-disk storage in a temporary directory.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { flag, requireSource, ROOT } from './lib/ts-sources';

const require = requireSource;

const arg = (name: string, fallback: number): number => Number(flag(name) ?? fallback);
const RUNS = arg('runs', 20);
const PARALLEL = arg('parallel', 10);
const MB = 1024 * 1024;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

require('reflect-metadata');
const media = (file: string) => resolve(ROOT, 'services/api/src/contexts/media', file);
const { realPhotoPath, sampleJpeg } = require(
  media('processing/sample-images.ts'),
) as typeof import('../services/api/src/contexts/media/processing/sample-images');
const { cardSources, PHOTO_LIMITS } = require('@anonse/contracts') as typeof import('../contracts/src/index');
const { decodeImage, renderImage } = require(
  media('processing/render-photo.ts'),
) as typeof import('../services/api/src/contexts/media/processing/render-photo');

const jpeg = await sampleJpeg(4000, 3000, 90);
console.log(`input: 4000 × 3000 JPEG, ${(jpeg.length / MB).toFixed(1)} MB`);

// 1. Processing time of one photo, sequentially.
await renderImage(await decodeImage(jpeg)); // warm-up (libvips, codecs)
const times: number[] = [];
let sizes = '';
for (let i = 0; i < RUNS; i++) {
  const t0 = performance.now();
  const out = await renderImage(await decodeImage(jpeg));
  times.push(performance.now() - t0);
  sizes = out.variants.map((v) => `${v.format}@${v.width} ${(v.body.length / 1024).toFixed(1)} KB`).join(', ');
}
times.sort((a, b) => a - b);
const p95 = percentile(times, 95);
console.log(
  `processing 12 MP → 9 renditions + master + blurhash, ${RUNS} runs: p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, max ${times.at(-1)!.toFixed(0)} ms (budget p95 ≤ 2000 ms)`,
);
console.log(`renditions: ${sizes}`);

// 1b. What a card can pick of a real camera photo, at any screen density.
const real = await renderImage(await decodeImage(readFileSync(realPhotoPath())));
const cards = cardSources(real.variants);
const cardOver = cards.filter((v) => v.body.length > PHOTO_LIMITS.cardBytes);
console.log(
  `card renditions of a real photo (${real.width} × ${real.height}): ${cards.map((v) => `${v.format}@${v.width} ${(v.body.length / 1024).toFixed(1)} KB`).join(', ')} ` +
    `(budget ≤ ${PHOTO_LIMITS.cardBytes / 1024} KB each${cardOver.length ? `, ${cardOver.length} over` : ''}); widest: ${real.variants
      .filter((v) => v.width === Math.max(...real.variants.map((w) => w.width)))
      .map((v) => `${v.format}@${v.width} ${(v.body.length / 1024).toFixed(1)} KB`)
      .join(', ')} (detail page only)`,
);

// 2. Parallel uploads through the real application, then processing, watching RSS.
const dataDir = mkdtempSync(join(tmpdir(), 'anonse-bench-photos-'));
const { startTestApp } = require(
  resolve(ROOT, 'services/api/src/testing/test-app.ts'),
) as typeof import('../services/api/src/testing/test-app');
const { PhotoWorker } = require(
  media('workers/photo-worker.ts'),
) as typeof import('../services/api/src/contexts/media/workers/photo-worker');
const app = await startTestApp({ DATA_DIR: dataDir, MEDIA_WORKER_POLL_MS: '0' });
let exit = 0;
try {
  const user = app.client();
  const registered = await user.post('/api/register', {
    login: 'benchphotos',
    email: 'bench@example.com',
    password: 'Bench-password-long-1!',
    password_confirmation: 'Bench-password-long-1!',
    terms: true,
  });
  if (registered.statusCode !== 201) throw new Error(`registration failed: ${registered.body}`);
  global.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  // Meanwhile a visitor keeps searching: the API must stay quick while images are decoded and encoded.
  const visitor = app.client();
  const latencies: number[] = [];
  let busy = true;
  const probe = (async () => {
    while (busy) {
      const started = performance.now();
      await visitor.get('/api/anonse/search?province=mazowieckie&city=warszawa');
      latencies.push(performance.now() - started);
      await new Promise((r) => setTimeout(r, 10));
    }
  })();
  const t0 = performance.now();
  const answers = await Promise.all(
    Array.from({ length: PARALLEL }, () =>
      user.request('POST', '/api/media/photos', { payload: jpeg, headers: { 'content-type': 'image/jpeg' } }),
    ),
  );
  const uploaded = performance.now() - t0;
  const failed = answers.filter((a) => a.statusCode !== 201);
  if (failed.length) throw new Error(`${failed.length} uploads failed: ${failed[0]!.body}`);
  const processed = await app.app.get(PhotoWorker).drain();
  const total = performance.now() - t0;
  busy = false;
  await probe;
  latencies.sort((a, b) => a - b);
  const apiP95 = latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.95))] ?? 0;
  const apiP50 = latencies[Math.floor(latencies.length / 2)] ?? 0;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  const photos = (await user.get('/api/media/photos')).json() as { status: string }[];
  const ready = photos.filter((p) => p.status === 'ready').length;
  const growth = (peak - baseline) / MB;
  console.log(
    `${PARALLEL} parallel 12 MP uploads: answered in ${uploaded.toFixed(0)} ms, all processed in ${total.toFixed(0)} ms (${processed} jobs, ${ready}/${PARALLEL} ready); ` +
      `RSS baseline ${(baseline / MB).toFixed(0)} MB, peak ${(peak / MB).toFixed(0)} MB, growth ${growth.toFixed(0)} MB (budget ≤ 300 MB); ` +
      `API search meanwhile: ${latencies.length} requests, p50 ${apiP50.toFixed(1)} ms, p95 ${apiP95.toFixed(1)} ms (budget < 100 ms)`,
  );
  if (p95 > 2000 || growth > 300 || ready !== PARALLEL || apiP95 >= 100 || cardOver.length) exit = 1;
} finally {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exitCode = exit;
