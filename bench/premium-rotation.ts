/**
 * Fairness of the premium rotation (issue 9: over a day each promoted ad in a place gets within ±10 % of the same
 * first-slot impressions). Simulates one day of uniform traffic on one place with n promoted ads and counts, per
 * ad, the requests it led; prints the largest deviation from the mean, for the product's rotation and, to show
 * why it is not used, for a random shuffle per window.
 *   npx tsx bench/premium-rotation.ts                     (n = 2, 7, 25, 100; 1 request a second; day starting at 07:13:20)
 *   options: --rps 1  --seed 1  --poisson (arrival times at random instead of evenly spaced)
 */
import projections from '../projections/src/index';

// bench is an ES module; the workspace sources are CommonJS, whose named exports ESM cannot see through `export *`.
const { PREMIUM_WINDOW_MS, rotate, rotationWindowOf, seededRandom } = projections;

const argv = process.argv;
const arg = (name: string, fallback: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1]! : fallback;
};
const rps = Number(arg('rps', '1'));
const seed = Number(arg('seed', '1'));
const poisson = argv.includes('--poisson');
const DAY = 86_400_000;
// Not aligned to a window or to midnight: fairness must not depend on when the day is counted from.
const dayStart = Date.UTC(2026, 10, 25, 7, 13, 20, 250);

/** Request times over the day: evenly spaced, or a Poisson process of the same rate. */
function arrivals(rng: () => number): number[] {
  const total = Math.round((DAY / 1000) * rps);
  if (!poisson) return Array.from({ length: total }, (_, i) => dayStart + Math.floor((i * DAY) / total));
  const times: number[] = [];
  for (let t = dayStart; ;) {
    t += (-Math.log(1 - rng()) * 1000) / rps;
    if (t >= dayStart + DAY) return times;
    times.push(Math.floor(t));
  }
}

function maxDeviation(counts: number[]): number {
  const mean = counts.reduce((a, b) => a + b, 0) / counts.length;
  return Math.max(...counts.map((c) => Math.abs(c - mean) / mean));
}

function shuffled<T>(list: readonly T[], rng: () => number): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
console.log(
  `one day, ${poisson ? 'Poisson' : 'evenly spaced'} traffic at ${rps} request(s)/s, windows of ${PREMIUM_WINDOW_MS / 1000} s ` +
    `(${DAY / PREMIUM_WINDOW_MS} a day); max |first-slot impressions − mean| / mean:`,
);
let failed = false;
for (const n of [2, 7, 25, 100]) {
  const rng = seededRandom(seed * 1000 + n);
  const ads = Array.from({ length: n }, (_, i) => `ad-${String(i).padStart(3, '0')}`);
  const times = arrivals(rng);
  const rotation = new Map(ads.map((a) => [a, 0]));
  const random = new Map(ads.map((a) => [a, 0]));
  let window = -1;
  let randomOrder: string[] = ads;
  for (const at of times) {
    const w = rotationWindowOf(new Date(at)).index;
    if (w !== window) {
      window = w;
      randomOrder = shuffled(ads, rng);
    }
    const lead = rotate(ads, w)[0]!;
    rotation.set(lead, rotation.get(lead)! + 1);
    random.set(randomOrder[0]!, random.get(randomOrder[0]!)! + 1);
  }
  const fair = maxDeviation([...rotation.values()]);
  const shuffle = maxDeviation([...random.values()]);
  if (fair > 0.1) failed = true;
  console.log(
    `  n = ${String(n).padStart(3)}: rotation ${pct(fair).padStart(7)} ${fair <= 0.1 ? '(within ±10 %)' : '(OVER ±10 %)'}` +
      `   random shuffle per window ${pct(shuffle).padStart(7)}   (mean ${(times.length / n).toFixed(0)} first-slot impressions per ad)`,
  );
}
if (failed) process.exitCode = 1;
