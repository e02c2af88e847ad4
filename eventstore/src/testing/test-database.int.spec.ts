import { createTestDatabase } from './test-database';

describe('createTestDatabase', () => {
  it('gives an isolated database with the read-side extensions available', async () => {
    const db = await createTestDatabase();
    try {
      await db.client.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
      await db.client.query('CREATE TABLE probe (id int)');
      await db.client.transaction(async (tx) => tx.query('INSERT INTO probe VALUES (1), (2)'));
      const { rows } = await db.client.query<{ n: number; sim: number }>(
        "SELECT count(*)::int AS n, similarity('warszawa', 'warszawka') AS sim FROM probe",
      );
      expect(rows[0]?.n).toBe(2);
      expect(rows[0]?.sim).toBeGreaterThan(0.3);
    } finally {
      await db.close();
    }
  });
});
