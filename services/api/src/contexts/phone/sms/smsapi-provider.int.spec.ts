import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PhoneStatusDto } from '@anonse/contracts';
import { startTestApp, type TestApp } from '#api/testing/test-app';
import { SmsWorker } from '../workers/sms.worker';
import { SmsApiProvider } from './smsapi-provider';
import { SmsSendError } from './sms-provider';

const TOKEN = 'smsapi-test-token-0123456789';
const REPORT_SECRET = 'report-secret-0123456789abcdef';

interface Received {
  authorization: string | undefined;
  form: URLSearchParams;
}

/**
 * A stand-in for SMSAPI.pl's `POST /sms.do` (form-encoded, Bearer token, `format=json`): answers from a script of
 * statuses, and like `check_idx=1` refuses an idx it already sent with error 53.
 */
class FakeSmsApi {
  readonly received: Received[] = [];
  /** What the next requests answer: 'ok', 'down' (HTTP 500) or an SMSAPI error code. */
  script: ('ok' | 'down' | number)[] = [];
  private readonly sentIdx = new Set<string>();
  private server!: Server;

  async start(): Promise<string> {
    this.server = createServer(
      (req, res) => void this.handle(req).then(([status, body]) => res.writeHead(status, { 'content-type': 'application/json' }).end(body)),
    );
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage): Promise<[number, string]> {
    let raw = '';
    for await (const chunk of req) raw += String(chunk);
    const form = new URLSearchParams(raw);
    this.received.push({ authorization: req.headers.authorization, form });
    if (req.url !== '/sms.do' || req.method !== 'POST') return [404, '{}'];
    if (req.headers.authorization !== `Bearer ${TOKEN}`) return [200, JSON.stringify({ error: 101, message: 'Authorization failed' })];
    const step = this.script.shift() ?? 'ok';
    if (step === 'down') return [500, 'oops'];
    if (typeof step === 'number') return [200, JSON.stringify({ error: step, message: 'error' })];
    const idx = form.get('idx')!;
    if (form.get('check_idx') === '1' && this.sentIdx.has(idx)) return [200, JSON.stringify({ error: 53, message: 'Not unique idx' })];
    this.sentIdx.add(idx);
    return [200, JSON.stringify({ count: 1, list: [{ id: `msg-${idx}`, points: 0.16, number: form.get('to'), status: 'QUEUE', idx }] })];
  }
}

describe('phone: SMSAPI.pl adapter against a local fake of its REST API', () => {
  let fake: FakeSmsApi;
  let url: string;
  let t: TestApp;

  beforeAll(async () => {
    fake = new FakeSmsApi();
    url = await fake.start();
    t = await startTestApp({
      SMSAPI_TOKEN: TOKEN,
      SMSAPI_URL: url,
      SMSAPI_FROM: 'anonse',
      SMSAPI_REPORT_SECRET: REPORT_SECRET,
      PUBLIC_ORIGIN: 'http://anonse.test',
    });
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  }, 30_000);

  const row = async (id: string) =>
    (
      await t.db.client.query<{ status: string; attempts: number; recipient: string | null; text: string | null }>(
        'SELECT * FROM sms_outbox WHERE id = $1',
        [id],
      )
    ).rows[0]!;

  it('sends through sms.do, retries a gateway failure with the same idx, and takes delivery reports on the secret path', async () => {
    const u = await t.user();
    fake.script = ['down'];
    expect((await u.post('/api/user/phone', { number: '600 111 222' })).statusCode).toBe(200);
    await t.app.get(SmsWorker).runDue();
    const idx = fake.received.at(-1)!.form.get('idx')!;
    expect(await row(idx)).toMatchObject({ status: 'pending', attempts: 1 });

    t.clock.advance(20_000);
    await t.app.get(SmsWorker).runDue();
    const sent = fake.received.at(-1)!;
    expect(sent.authorization).toBe(`Bearer ${TOKEN}`);
    expect(Object.fromEntries(sent.form)).toMatchObject({
      to: '48600111222',
      from: 'anonse',
      format: 'json',
      idx,
      check_idx: '1',
      notify_url: `http://anonse.test/api/sms/smsapi/reports/${REPORT_SECRET}`,
    });
    // Sent: the number and the code leave our table.
    expect(await row(idx)).toMatchObject({ status: 'sent', attempts: 2, recipient: null, text: null });
    const code = /\d{6}/.exec(sent.form.get('message')!)![0];
    expect((await u.post('/api/user/phone/confirm', { code })).json<PhoneStatusDto>().state).toBe('verified');

    expect(
      (await t.client().get(`/api/sms/smsapi/reports/wrong-secret-0123456789abc?MsgId=msg-${idx}&status=404&idx=${idx}`)).statusCode,
    ).toBe(404);
    const report = await t
      .client()
      .get(`/api/sms/smsapi/reports/${REPORT_SECRET}?MsgId=msg-${idx}&status=404&idx=${idx}&donedate=1767000000`);
    expect(report.statusCode).toBe(200);
    expect(report.body).toBe('OK');
    expect((await row(idx)).status).toBe('delivered');
    expect((await t.admin().then((a) => a.get('/api/dev/sms'))).statusCode).toBe(404);
  });

  it('counts an idx SMSAPI already sent as sent, and gives up at once on a refused number', async () => {
    const provider = new SmsApiProvider({ baseUrl: url, token: TOKEN, from: 'anonse', notifyUrl: null, timeoutMs: 5_000 });
    const sms = { id: 'dup-1', to: '+48600111333', text: 'x' };
    expect(await provider.send(sms)).toEqual({ providerId: 'msg-dup-1' });
    expect(await provider.send(sms)).toEqual({ providerId: 'idx-dup-1' });
    fake.script = [13];
    await expect(provider.send({ ...sms, id: 'bad-1' })).rejects.toEqual(expect.objectContaining({ permanent: true }));
    fake.script = ['down'];
    const down = await provider.send({ ...sms, id: 'down-1' }).catch((e: unknown) => e);
    expect(down).toBeInstanceOf(SmsSendError);
    expect(down).toMatchObject({ permanent: false });
    const wrongToken = new SmsApiProvider({ baseUrl: url, token: 'wrong-token-000000', from: 'anonse', notifyUrl: null, timeoutMs: 5_000 });
    await expect(wrongToken.send({ ...sms, id: 'auth-1' })).rejects.toEqual(expect.objectContaining({ permanent: true }));
  });
});
