import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { KeyedHash, loadSecretKey } from './secret-key';

describe('the server secret', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(path.join(tmpdir(), 'anonse-secret-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is generated into DATA_DIR once, readable by the owner only, and the same on the next start', () => {
    const first = loadSecretKey({ dataDir: dir, secretKey: undefined });
    expect(first.length).toBe(32);
    expect(statSync(path.join(dir, 'secret.key')).mode & 0o777).toBe(0o600);
    expect(loadSecretKey({ dataDir: dir, secretKey: undefined }).equals(first)).toBe(true);
  });

  it('refuses a key file that holds too little to be a secret', () => {
    writeFileSync(path.join(dir, 'secret.key'), 'short');
    expect(() => loadSecretKey({ dataDir: dir, secretKey: undefined })).toThrow(/SECRET_KEY/);
  });

  it('leaves no temporary file behind', () => {
    loadSecretKey({ dataDir: dir, secretKey: undefined });
    expect(readdirSync(dir)).toEqual(['secret.key']);
  });

  it('comes from SECRET_KEY when set, and then nothing is written', () => {
    const key = loadSecretKey({ dataDir: dir, secretKey: 'x'.repeat(40) });
    expect(key.toString()).toBe('x'.repeat(40));
    expect(() => statSync(path.join(dir, 'secret.key'))).toThrow();
  });
});

describe('KeyedHash', () => {
  const a = new KeyedHash(Buffer.from('a'.repeat(32)));
  const b = new KeyedHash(Buffer.from('b'.repeat(32)));

  it('depends on the secret and on the purpose, not only on the value', () => {
    expect(a.hex('login', 'anna')).toBe(a.hex('login', 'anna'));
    expect(a.hex('login', 'anna')).not.toBe(b.hex('login', 'anna'));
    expect(a.hex('login', 'anna')).not.toBe(a.hex('fingerprint', 'anna'));
    // The separator keeps ("log", "inanna") and ("login", "anna") apart.
    expect(a.hex('log', 'inanna')).not.toBe(a.hex('login', 'anna'));
  });
});
