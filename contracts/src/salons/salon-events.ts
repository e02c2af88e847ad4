import { z } from 'zod';
import { defineEvent, eventRegistry, type EventOf, type EventsOf } from '../events/event-registry';
import { SalonFields } from './salon-fields';

/**
 * Events of stream `salon-{id}`. A salon waits for moderation before the public sees it (pending → approved or
 * rejected). The owner's edit of a pending or rejected salon replaces it and puts it (back) in the queue; an edit
 * of an approved salon waits as a revision while the approved version stays public, as ads do. The fields are the
 * owner's personal data (phone, address) and sealed whole (PERSONAL_DATA_POLICY); the slug is the public address.
 */
const SalonCreatedEvent = defineEvent(
  'SalonCreated',
  z.object({ salonId: z.string(), ownerId: z.string(), slug: z.string(), fields: SalonFields, createdAt: z.iso.datetime() }),
);
/** `slug`: a new one only while the salon was never approved (the address is stable once public). */
const SalonEditedEvent = defineEvent(
  'SalonEdited',
  z.object({ salonId: z.string(), ownerId: z.string(), slug: z.string().optional(), fields: SalonFields, editedAt: z.iso.datetime() }),
);
/** Approves the pending salon, or the waiting revision of an approved one. */
const SalonApprovedEvent = defineEvent(
  'SalonApproved',
  z.object({ salonId: z.string(), ownerId: z.string(), approvedBy: z.string(), approvedAt: z.iso.datetime() }),
);
/** Rejects the pending salon, or only the waiting revision (the approved version stays public). */
const SalonRejectedEvent = defineEvent(
  'SalonRejected',
  z.object({ salonId: z.string(), ownerId: z.string(), rejectedBy: z.string(), reason: z.string(), rejectedAt: z.iso.datetime() }),
);
const SalonDeletedEvent = defineEvent('SalonDeleted', z.object({ salonId: z.string(), ownerId: z.string(), deletedAt: z.iso.datetime() }));

export const SALON_EVENTS = eventRegistry([SalonCreatedEvent, SalonEditedEvent, SalonApprovedEvent, SalonRejectedEvent, SalonDeletedEvent]);
export type SalonCreated = EventOf<typeof SalonCreatedEvent>;
export type SalonEdited = EventOf<typeof SalonEditedEvent>;
export type SalonApproved = EventOf<typeof SalonApprovedEvent>;
export type SalonRejected = EventOf<typeof SalonRejectedEvent>;
export type SalonDeleted = EventOf<typeof SalonDeletedEvent>;
export type SalonEvent = EventsOf<typeof SALON_EVENTS>;

export const salonStreamId = (salonId: string) => `salon-${salonId}`;
