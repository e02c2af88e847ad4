import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { KeyVault, SubjectErasedError } from './key-vault';

describe('KeyVault', () => {
  let db: TestDatabase;
  let vault: KeyVault;
  beforeAll(async () => {
    db = await createTestDatabase({ poolSize: 20 });
    vault = new KeyVault(db.client);
    await vault.migrate();
  });
  afterAll(() => db.close());

  it('hands every concurrent first use of a subject the same key', async () => {
    // Ten registrations of one login seal their reservations under one subject at the same moment.
    const keys = await Promise.all(Array.from({ length: 20 }, () => vault.keyFor('login-race')));
    expect(new Set(keys.map((k) => k.toString('hex'))).size).toBe(1);
  });

  it('refuses to create a key for an erased subject', async () => {
    await vault.keyFor('person-gone');
    await vault.erase('person-gone');
    await expect(vault.keyFor('person-gone')).rejects.toBeInstanceOf(SubjectErasedError);
    expect((await vault.keysOf(['person-gone'])).size).toBe(0);
  });
});
