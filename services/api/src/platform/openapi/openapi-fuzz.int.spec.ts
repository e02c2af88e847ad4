import { fakeAdFields, seededRandom } from '@anonse/projections';
import { startTestApp, type TestApp } from '#api/testing/test-app';
import { fuzzOperation, operationsOf, type FuzzOperation, type FuzzTarget } from '#api/testing/openapi-fuzzer';
import { prepareFuzzTarget } from '#api/testing/fuzz-target';

// 50 generated requests per operation (about 190 operations): 100 took more than three minutes of CI once the
// community contexts landed. Raise FUZZ_CASES for a deeper local run; `npm run fuzz -w @anonse/bench` sends 10,000.
const CASES = Number(process.env.FUZZ_CASES ?? 50);

let t: TestApp;
let target: FuzzTarget;
let operations: FuzzOperation[];

beforeAll(async () => {
  t = await startTestApp();
  target = await prepareFuzzTarget(t, { fakeAd: () => fakeAdFields(seededRandom(3)) });
  const doc = await t.client().get('/api/docs/openapi.json');
  operations = operationsOf(doc.json());
}, 120_000);
afterAll(async () => {
  await t?.close();
}, 30_000);

describe('every operation of the OpenAPI document under hostile input', () => {
  it('lists the operations the API serves', () => {
    expect(operations.length).toBeGreaterThanOrEqual(15);
    expect(operations.map((o) => `${o.method} ${o.path}`)).toEqual(
      expect.arrayContaining(['POST /api/anonse', 'GET /api/admin/ads', 'POST /api/admin/ads/{id}/reject']),
    );
  });

  it(`answers ${CASES} generated requests per operation without a 5xx, with ApiError bodies, and refusals change nothing`, async () => {
    const failures = [];
    let seed = 20_261_121;
    for (const op of operations) {
      const stats = await fuzzOperation(op, target, { cases: CASES, seed: seed++ });
      expect(stats.cases).toBe(CASES);
      failures.push(...stats.failures);
    }
    expect(failures.slice(0, 5)).toEqual([]);
    // Every operation of every context is here (about 80 since issue 9): no context needs a fuzz suite of its own.
  }, 360_000);
});
