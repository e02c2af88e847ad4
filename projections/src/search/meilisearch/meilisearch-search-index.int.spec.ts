import { randomBytes } from 'node:crypto';
import { searchIndexContract } from '../search-index.contract.spec';
import { MeilisearchSearchIndex } from './meilisearch-search-index';

const url = process.env.MEILI_URL ?? '';

// Needs a Meilisearch server: without MEILI_URL the whole contract is reported as skipped, never as passed.
(url ? describe : describe.skip)(`MeilisearchSearchIndex contract${url ? '' : ' (skipped: set MEILI_URL to run it)'}`, () => {
  searchIndexContract(async () => {
    const indexUid = `test_ads_${randomBytes(4).toString('hex')}`;
    const index = await MeilisearchSearchIndex.connect({ url, apiKey: process.env.MEILI_MASTER_KEY, indexUid });
    return {
      index,
      close: async () => {
        const { Meilisearch } = await import('meilisearch');
        await new Meilisearch({ host: url, apiKey: process.env.MEILI_MASTER_KEY }).deleteIndex(indexUid).waitTask();
      },
    };
  });
});
