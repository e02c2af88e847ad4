import { defineContractContext, sealedFor } from '../contract-context';
import { ADS_MESSAGES } from './messages';

/** The ads context's share of the shared contracts (listed in ../context-list.ts). */
export const adsContract = defineContractContext({
  name: 'ads',
  messages: { ads: ADS_MESSAGES },
  personalData: {
    // Everything an advertiser writes about themselves is sex-life data under GDPR art. 9: an ad's fields are sealed whole.
    AdCreated: sealedFor('ownerId', ['fields']),
    AdRejected: sealedFor('ownerId', ['reason']),
    AdResubmitted: sealedFor('ownerId', ['fields']),
    AdDetailsChanged: sealedFor('ownerId', ['changes']),
    AdChangesSubmitted: sealedFor('ownerId', ['fields']),
    AdChangesRejected: sealedFor('ownerId', ['reason']),
    // Where and when an advertiser will be, like the ad's own city (AdDetailsChanged).
    AdTourAnnounced: sealedFor('ownerId', ['city', 'province', 'startsOn', 'endsOn']),
  },
});
