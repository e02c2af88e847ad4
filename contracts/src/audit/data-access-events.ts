import { z } from 'zod';
import { RoleSchema } from '../events/envelope';
import { defineEvent, eventRegistry, type EventOf, type EventsOf } from '../events/event-registry';

/**
 * A staff member saw a person's personal data (an account's e-mail address, a report's contact, …): every such
 * view is on record before the data is sent, and administrators can list them (the audit context projects them
 * together with `VerificationPhotoViewed`). `what` names the screen, never the data itself. The subject is an account
 * id, or for a guest's support message the message's own data subject (`support-message-{id}`), since a guest is
 * known by nothing else.
 */
const PersonalDataViewedEvent = defineEvent(
  'PersonalDataViewed',
  z.object({
    subjectAccountId: z.string(),
    viewerId: z.string(),
    viewerRole: RoleSchema,
    what: z.enum([
      'account',
      'account-history',
      'report',
      'verification-photo',
      'support-message',
      'support-chat',
      'conversation',
      'phone',
    ]),
    viewedAt: z.iso.datetime(),
    /** Which one of the subject's things was seen, when the screen shows one of several (a support message's id). */
    detail: z.string().optional(),
  }),
);

/**
 * Events of `data-access-{subjectAccountId}`: one stream per person, so erasing the person's keys needs nothing else.
 * Nothing in it can refuse a view, so views are appended without reading it (appendFacts): a person seen thousands
 * of times costs the next view no more than the first.
 */
export const DATA_ACCESS_EVENTS = eventRegistry([PersonalDataViewedEvent]);
export type PersonalDataViewed = EventOf<typeof PersonalDataViewedEvent>;
export type DataAccessEvent = EventsOf<typeof DATA_ACCESS_EVENTS>;
export const dataAccessStreamId = (subjectAccountId: string) => `data-access-${subjectAccountId}`;
