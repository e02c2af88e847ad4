import { inlineStylesTransform } from './inline-styles.server';

/** What the transform gives back for the page's bytes cut into the given chunks. */
async function through(chunks: Buffer[]): Promise<string> {
  const transform = inlineStylesTransform();
  const out: Buffer[] = [];
  transform.on('data', (b: Buffer) => out.push(b));
  const ended = new Promise((r) => transform.on('end', r));
  for (const c of chunks) transform.write(c);
  transform.end();
  await ended;
  return Buffer.concat(out).toString('utf8');
}

describe('inline styles transform', () => {
  const page = '<html><head><title>Anonse towarzyskie — Łódź, Kraków</title></head><body>Zażółć gęślą jaźń</body></html>';

  it('keeps every character whatever byte a chunk ends on, in the head and after it', async () => {
    const bytes = Buffer.from(page);
    for (let cut = 1; cut < bytes.length; cut++) {
      expect(await through([bytes.subarray(0, cut), bytes.subarray(cut)])).toBe(page);
    }
  });

  it('leaves a stylesheet it cannot read as a link', async () => {
    const head = '<head><link nonce="n" rel="stylesheet" href="/assets/missing-abc.css"/></head>';
    expect(await through([Buffer.from(head)])).toBe(head);
  });
});
