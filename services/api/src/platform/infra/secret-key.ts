import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../config/config';

const FILE_NAME = 'secret.key';

/**
 * The server secret behind every keyed lookup (docs/architecture.md § People, data and safety): SECRET_KEY, or in its absence a random key
 * kept in DATA_DIR, created on first start. Several API nodes must share it, so production sets SECRET_KEY.
 */
export function loadSecretKey(config: Pick<AppConfig, 'secretKey' | 'dataDir'>): Buffer {
  if (config.secretKey) return Buffer.from(config.secretKey, 'utf8');
  const file = path.join(config.dataDir, FILE_NAME);
  if (!existsSync(file)) {
    mkdirSync(config.dataDir, { recursive: true });
    const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    writeFileSync(tmp, randomBytes(32).toString('base64url'), { mode: 0o600 });
    try {
      // A hard link publishes the whole file at once and fails if another process got there first: then every
      // process reads that one's key, and none is ever replaced.
      linkSync(tmp, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      rmSync(tmp, { force: true });
    }
  }
  const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64url');
  if (key.length < 32) throw new Error(`${file} holds no usable secret (at least 32 bytes, base64url): delete it or set SECRET_KEY`);
  return key;
}

/**
 * HMAC-SHA256 of a value under the server secret, separated by purpose so a key derived for one use (a login's
 * stream name) is useless for another (an idempotency fingerprint). Unlike a plain hash, a dump of the database
 * cannot be used to confirm a guessed login or e-mail.
 */
export class KeyedHash {
  constructor(private readonly secret: Buffer) {}

  hex(purpose: string, value: string): string {
    return createHmac('sha256', this.secret).update(purpose).update('\0').update(value, 'utf8').digest('hex');
  }
}
