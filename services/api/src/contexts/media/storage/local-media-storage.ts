import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertMediaKey, type MediaStorage } from './media-storage';

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Files under `root` (DATA_DIR/media in embedded mode). Writes go to a temporary name, then are renamed. */
export class LocalMediaStorage implements MediaStorage {
  readonly kind = 'local' as const;

  constructor(readonly root: string) {}

  private pathOf(key: string): string {
    return path.join(this.root, ...assertMediaKey(key).split('/'));
  }

  private async atomically(key: string, write: (tmp: string) => Promise<void>): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    // Same folder, so the rename is atomic; the dot name is never a valid key, so it is never served or listed.
    const tmp = path.join(path.dirname(target), `.${path.basename(target)}.${randomBytes(6).toString('hex')}.tmp`);
    try {
      await write(tmp);
      await rename(tmp, target);
    } catch (error) {
      await rm(tmp, { force: true });
      throw error;
    }
  }

  put(key: string, body: Buffer): Promise<void> {
    return this.atomically(key, (tmp) => writeFile(tmp, body, { flag: 'wx' }));
  }

  putFile(key: string, from: string): Promise<void> {
    return this.atomically(key, (tmp) => copyFile(from, tmp));
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  }

  async open(key: string): Promise<{ stream: ReturnType<typeof createReadStream>; size: number } | null> {
    const file = this.pathOf(key);
    try {
      const { size } = await stat(file);
      return { stream: createReadStream(file), size };
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async list(prefix: string): Promise<string[]> {
    const out: string[] = [];
    const walk = async (dir: string, rel: string): Promise<void> => {
      let entries;
      try {
        entries = await readdir(dir, { withFileTypes: true });
      } catch (error) {
        if (missing(error)) return;
        throw error;
      }
      for (const e of entries) {
        if (e.name.startsWith('.')) continue;
        const key = rel ? `${rel}/${e.name}` : e.name;
        if (e.isDirectory()) await walk(path.join(dir, e.name), key);
        else if (key.startsWith(prefix)) out.push(key);
      }
    };
    // Start at the prefix's folder: a purge of one small folder must not walk every photo stored.
    const base = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
    await walk(base ? path.join(this.root, ...base.split('/')) : this.root, base);
    return out.sort();
  }
}
