import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { createLogger, requestLogController } from './logger';

function sink() {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString());
      done();
    },
  });
  return { stream, text: () => chunks.join('') };
}

const request = {
  req: {
    method: 'GET',
    url: '/',
    headers: { cookie: 'anonse_session=secret-session', 'x-xsrf-token': 'secret-xsrf', authorization: 'Bearer secret-token' },
  },
};

describe('createLogger', () => {
  it('writes human-readable lines in the pretty format, synchronously', () => {
    const out = sink();
    const logger = createLogger({ logLevel: 'info', logFormat: 'pretty' }, out.stream);
    logger.info({ port: 3000 }, 'anonse listening');
    // Synchronous: the line is there without waiting for a worker thread.
    const text = out.text();
    expect(text).toMatch(/INFO.*anonse listening/);
    expect(() => JSON.parse(text.split('\n')[0]!)).toThrow();
  });

  it('writes JSON lines in the json format', () => {
    const out = sink();
    createLogger({ logLevel: 'info', logFormat: 'json' }, out.stream).info({ port: 3000 }, 'anonse listening');
    const line = JSON.parse(out.text().trim());
    expect(line).toMatchObject({ msg: 'anonse listening', port: 3000, level: 30, service: 'anonse-api' });
  });

  it.each(['pretty', 'json'] as const)('redacts cookies and tokens in the %s format', (logFormat) => {
    const out = sink();
    createLogger({ logLevel: 'info', logFormat }, out.stream).info(request, 'incoming request');
    expect(out.text()).toContain('incoming request');
    expect(out.text()).not.toMatch(/secret-(session|xsrf|token)/);
  });

  it.each(['pretty', 'json'] as const)('keeps LOG_LEVEL in the %s format', (logFormat) => {
    const out = sink();
    const logger = createLogger({ logLevel: 'warn', logFormat }, out.stream);
    logger.info('quiet');
    logger.warn('loud');
    expect(out.text()).not.toContain('quiet');
    expect(out.text()).toContain('loud');
  });
});

describe('request logging', () => {
  async function logsOf(logFormat: 'pretty' | 'json') {
    const out = sink();
    const app = Fastify({
      loggerInstance: createLogger({ logLevel: 'info', logFormat }, out.stream),
      logController: requestLogController({ logFormat }),
    });
    app.get('/anonse/', async () => ({ ok: true }));
    await app.inject({ url: '/anonse/?page=2', headers: { cookie: 'anonse_session=secret-session' } });
    await app.close();
    return out.text();
  }

  it('is one readable line per request in the pretty format', async () => {
    const text = await logsOf('pretty');
    expect(text.trim().split('\n')).toEqual([expect.stringMatching(/INFO.*: GET \/anonse\/\?page=2 200 \d+ ms$/)]);
  });

  it("is Fastify's JSON pair, cookies redacted, in the json format", async () => {
    const lines = (await logsOf('json'))
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { msg: string; req?: { headers?: unknown } });
    expect(lines.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
    expect(JSON.stringify(lines)).not.toContain('secret-session');
  });
});
