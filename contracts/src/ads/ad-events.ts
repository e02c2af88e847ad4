import { z } from 'zod';
import { defineEvent, eventRegistry, type EventOf } from '../events/event-registry';
import { AdFields } from './ad-fields';

/** Events of stream `ad-{id}`: the one list (AD_EVENTS) deciders, the command runner and projectors read. */
const AdCreatedEvent = defineEvent('AdCreated', z.object({ adId: z.string(), ownerId: z.string(), fields: AdFields, createdAt: z.iso.datetime() }));
const AdApprovedEvent = defineEvent('AdApproved', z.object({ adId: z.string(), approvedBy: z.string(), approvedAt: z.iso.datetime() }));
const AdRejectedEvent = defineEvent(
  'AdRejected',
  // ownerId names whose key seals the reason (a moderator's free text may quote the person's own data,
  // PERSONAL_DATA_POLICY); events written before it was added lack it, hence optional.
  z.object({ adId: z.string(), ownerId: z.string().optional(), rejectedBy: z.string(), reason: z.string(), rejectedAt: z.iso.datetime() }),
);

export const AD_EVENTS = eventRegistry([AdCreatedEvent, AdApprovedEvent, AdRejectedEvent]);
export type AdCreated = EventOf<typeof AdCreatedEvent>;
export type AdApproved = EventOf<typeof AdApprovedEvent>;
export type AdRejected = EventOf<typeof AdRejectedEvent>;
export type AdEvent = AdCreated | AdApproved | AdRejected;

export const adStreamId = (adId: string) => `ad-${adId}`;
