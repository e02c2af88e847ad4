import type { TestApp, TestClient } from './test-app';
import type { FuzzRequest, FuzzTarget, Role } from './openapi-fuzzer';

interface Session {
  cookie: string;
  xsrf: string;
}

const sessionOf = (client: TestClient): Session => ({
  cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
  xsrf: client.cookies.get('XSRF-TOKEN') ?? '',
});

/**
 * A fuzz target over a started test app: an anonymous browser, a user and an administrator (each replaying
 * the cookies it had after logging in, so no case inherits another's state), and a few real ads — one pending,
 * one approved, one rejected — so generated ids sometimes name real resources.
 */
export async function prepareFuzzTarget(t: TestApp, options: { fakeAd: () => Record<string, unknown> }): Promise<FuzzTarget> {
  const anonymous = t.client();
  await anonymous.csrf();
  const login = `fuzzuser${Date.now() % 1_000_000}`;
  const password = 'Fuzz-password-long-1!';
  // Confirmed through its e-mailed link, so its ads go to moderation.
  const user = await t.user({ login, password });
  await user.csrf();
  const admin = await t.admin();
  await admin.csrf();

  const ad = { ...options.fakeAd(), province: 'mazowieckie', city: 'warszawa', category: 'kobieta' };
  delete (ad as { district?: string }).district;
  const ids: string[] = [];
  for (let i = 0; i < 3; i++) {
    const created = await user.post('/api/anonse', { ...ad, title: `${String(ad.title).slice(0, 80)} ${i}` });
    if (created.statusCode !== 201) throw new Error(`fuzz ad creation failed: ${created.body}`);
    ids.push((created.json() as { id: string }).id);
  }
  await admin.post(`/api/admin/ads/${ids[1]}/approve`);
  await admin.post(`/api/admin/ads/${ids[2]}/reject`, { reason: 'Niezgodne z regulaminem.' });

  const sessions: Record<Role, Session> = { anonymous: sessionOf(anonymous), user: sessionOf(user), admin: sessionOf(admin) };
  return {
    knownIds: ids,
    exampleBodies: {
      postApiAnonse: ad,
      postApiRegister: { login: 'fuzz_new', email: 'fuzz@example.com', password, password_confirmation: password, terms: true },
      postApiLogin: { login, password },
      postApiAdminAnonseIdReject: { reason: 'Powód odrzucenia' },
    },
    headPosition: () => t.infra.eventStore.headPosition(),
    async send(request: FuzzRequest) {
      const session = sessions[request.role];
      const headers: Record<string, string> = { ...request.headers };
      if (session.cookie) headers.cookie = session.cookie;
      if (request.csrf && session.xsrf) headers['x-xsrf-token'] = session.xsrf;
      const res = await t.app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers,
        ...(request.payload !== undefined ? { payload: request.payload } : {}),
      });
      return { statusCode: res.statusCode, body: res.body };
    },
  };
}
