import { randomBytes } from 'node:crypto';
import { readZip } from '#api/testing/read-zip';
import { zipStream, type ZipEntry } from './zip-stream';

async function collect(entries: ZipEntry[]): Promise<{ zip: Buffer; chunks: number }> {
  const chunks: Buffer[] = [];
  for await (const chunk of zipStream(
    (async function* () {
      yield* entries;
    })(),
    new Date('2026-03-14T15:30:42Z'),
  ))
    chunks.push(chunk as Buffer);
  return { zip: Buffer.concat(chunks), chunks: chunks.length };
}

describe('a streamed ZIP', () => {
  it('holds every entry, byte for byte, under its UTF-8 name', async () => {
    const photo = randomBytes(200_000);
    const entries = [
      { name: 'data.json', body: Buffer.from('{"ok":true}') },
      { name: 'photos/0f6c.jpg', body: photo },
      { name: 'zdjęcia/łódź.txt', body: Buffer.from('zażółć') },
      { name: 'empty', body: Buffer.alloc(0) },
    ];
    const { zip, chunks } = await collect(entries);
    const files = readZip(zip);
    expect([...files.keys()]).toEqual(entries.map((e) => e.name));
    for (const e of entries) expect(files.get(e.name)!.equals(e.body)).toBe(true);
    // Sent piece by piece (headers, then each body), never as one buffer.
    expect(chunks).toBeGreaterThan(entries.length);
  });

  it('asks for the next entry only once the previous one was read', async () => {
    let asked = 0;
    const stream = zipStream(
      (async function* () {
        for (let i = 0; i < 3; i++) {
          asked++;
          yield { name: `f${i}`, body: Buffer.alloc(100_000, i) };
        }
      })(),
      new Date(),
    );
    const iterator = stream[Symbol.asyncIterator]();
    await iterator.next();
    for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve));
    // The first photo fills the stream's buffer: nothing more is loaded until the client reads on.
    expect(asked).toBe(1);
    stream.destroy();
  });

  it('is a valid empty archive with no entries', async () => {
    const { zip } = await collect([]);
    expect(zip.length).toBe(22);
    expect(readZip(zip).size).toBe(0);
  });
});
