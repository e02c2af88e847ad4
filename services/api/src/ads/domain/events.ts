import type { AdApproved, AdCreated, AdRejected } from '@anonse/contracts';

/** Events of stream `ad-{id}` (schemas in contracts, never changed in place). */
export type AdEvent = AdCreated | AdApproved | AdRejected;
export { adStreamId } from '@anonse/contracts';
