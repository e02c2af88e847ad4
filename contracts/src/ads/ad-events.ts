import { z } from 'zod';
import { AdFields } from './ad-fields';

/** Events of stream `ad-{id}`. Schemas never change in place: a new version gets an upcaster. */
export const AdCreated = z.object({
  type: z.literal('AdCreated'),
  data: z.object({ adId: z.string(), ownerId: z.string(), fields: AdFields, createdAt: z.iso.datetime() }),
});
export const AdApproved = z.object({
  type: z.literal('AdApproved'),
  data: z.object({ adId: z.string(), approvedBy: z.string(), approvedAt: z.iso.datetime() }),
});
export const AdRejected = z.object({
  type: z.literal('AdRejected'),
  data: z.object({ adId: z.string(), rejectedBy: z.string(), reason: z.string(), rejectedAt: z.iso.datetime() }),
});
export const AdEvent = z.discriminatedUnion('type', [AdCreated, AdApproved, AdRejected]);
export type AdEvent = z.infer<typeof AdEvent>;
export type AdCreated = z.infer<typeof AdCreated>;
export type AdApproved = z.infer<typeof AdApproved>;
export type AdRejected = z.infer<typeof AdRejected>;

export const AD_EVENT_TYPES = ['AdCreated', 'AdApproved', 'AdRejected'] as const;
export const adStreamId = (adId: string) => `ad-${adId}`;
