import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** argon2id, m = 19 MiB, t = 2, p = 1 (docs/architecture.md § People, data and safety, the OWASP baseline). */
const OPTIONS = { algorithm: 2 as Algorithm /* Argon2id (a const enum, not importable) */, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Verified against when the login is unknown, so the answer takes as long as for a wrong password. */
let dummyHash: Promise<string> | undefined;
export const dummyPasswordHash = (): Promise<string> => (dummyHash ??= hashPassword('not-a-real-password-0000'));
