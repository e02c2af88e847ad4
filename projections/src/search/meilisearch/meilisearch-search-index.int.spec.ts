import { randomBytes } from 'node:crypto';
import { searchIndexContract } from '../search-index.contract.spec';
import { MeilisearchSearchIndex } from './meilisearch-search-index';

const url = process.env.MEILI_URL;

if (url) {
  describe('MeilisearchSearchIndex', () => {
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
} else {
  describe('MeilisearchSearchIndex', () => {
    // Not skipped silently: this run states why the contract suite did not reach Meilisearch.
    it('runs the search contract only against a Meilisearch server (MEILI_URL is not set here)', () => {
      expect(process.env.MEILI_URL).toBeUndefined();
    });
  });
}
