import { randomBytes } from 'node:crypto';
import { writeFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { MediaStorage } from './media-storage';

/** The behaviour every MediaStorage adapter must have (local disk always; S3 when S3_URL is set). */
export function mediaStorageContract(open: () => Promise<{ storage: MediaStorage; close(): Promise<void> }>): void {
  let storage: MediaStorage;
  let close: () => Promise<void>;
  // Each run writes under a prefix of its own, so a shared bucket never mixes runs.
  const run = randomBytes(6).toString('hex');
  const key = (k: string) => `${k.split('/')[0]}/t${run}/${k.split('/').slice(1).join('/')}`;

  beforeAll(async () => {
    ({ storage, close } = await open());
  });
  afterAll(async () => {
    for (const k of await storage.list(`private/t${run}`)) await storage.delete(k);
    for (const k of await storage.list(`public/t${run}`)) await storage.delete(k);
    await close();
  });

  it('stores and reads back bytes exactly', async () => {
    const body = randomBytes(70_000);
    await storage.put(key('public/a.webp'), body, 'image/webp');
    expect((await storage.get(key('public/a.webp')))?.equals(body)).toBe(true);
    const opened = await storage.open(key('public/a.webp'));
    expect(opened?.size).toBe(body.length);
    const chunks: Buffer[] = [];
    for await (const c of opened!.stream) chunks.push(c as Buffer);
    expect(Buffer.concat(chunks).equals(body)).toBe(true);
  });

  it('stores a local file, replaces a key whole, and lists by prefix', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'media-contract-'));
    try {
      const file = path.join(dir, 'upload');
      await writeFile(file, Buffer.from('first version'));
      await storage.putFile(key('private/uploads/u1'), file, 'application/octet-stream');
      await storage.put(key('private/uploads/u1'), Buffer.from('second'), 'application/octet-stream');
      expect((await storage.get(key('private/uploads/u1')))?.toString()).toBe('second');
      await storage.put(key('private/uploads/u2'), Buffer.from('x'), 'application/octet-stream');
      expect(await storage.list(`private/t${run}/uploads/`)).toEqual([key('private/uploads/u1'), key('private/uploads/u2')]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('answers null for a missing key and deletes idempotently', async () => {
    expect(await storage.get(key('public/missing.jpg'))).toBeNull();
    expect(await storage.open(key('public/missing.jpg'))).toBeNull();
    await storage.put(key('public/gone.jpg'), Buffer.from('x'), 'image/jpeg');
    await storage.delete(key('public/gone.jpg'));
    await storage.delete(key('public/gone.jpg'));
    expect(await storage.get(key('public/gone.jpg'))).toBeNull();
  });

  it('refuses keys outside its two areas or with path tricks', async () => {
    for (const bad of ['../etc/passwd', 'public/../private/x', 'other/x', 'public/.hidden', 'public/a b', 'public//x', '/public/x'])
      await expect(storage.put(bad, Buffer.from('x'), 'image/jpeg')).rejects.toThrow(/invalid media storage key/);
  });
}
