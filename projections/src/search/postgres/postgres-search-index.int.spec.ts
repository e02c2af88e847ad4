import { createTestDatabase } from '@anonse/eventstore';
import { migrateReadModels } from '../../read-models';
import { searchIndexContract } from '../search-index.contract.spec';
import { PostgresSearchIndex } from './postgres-search-index';

describe(`PostgresSearchIndex (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  searchIndexContract(async () => {
    const db = await createTestDatabase();
    await migrateReadModels(db.client);
    return { index: new PostgresSearchIndex(db.client), close: () => db.close() };
  });
});
