import { z } from 'zod';
import { defineEvent, eventRegistry, type EventOf, type EventsOf } from '../events/event-registry';

/**
 * Events of stream `saved-searches-{accountId}`: one person's saved searches (at most MAX_SAVED_SEARCHES), the
 * notices about their new matches and the daily digests. What a person searches for is sex-life data (GDPR art. 9),
 * so every name, query and list of matching ads is sealed with the person's key (PERSONAL_DATA_POLICY): after the
 * account is deleted the events read as erased and no projection can bring a search back.
 */
const SavedSearchCreatedEvent = defineEvent(
  'SavedSearchCreated',
  // `query`: the canonical query string of the filter (serializeSearchQuery), without page, sort or cursor.
  z.object({
    accountId: z.string(),
    searchId: z.string(),
    name: z.string(),
    query: z.string(),
    digest: z.boolean(),
    createdAt: z.iso.datetime(),
  }),
);
const SavedSearchRenamedEvent = defineEvent(
  'SavedSearchRenamed',
  z.object({ accountId: z.string(), searchId: z.string(), name: z.string(), renamedAt: z.iso.datetime() }),
);
/** `via`: the dashboard switch, or the one-click link of a digest e-mail (no session: the link's token proved it). */
const SavedSearchDigestChangedEvent = defineEvent(
  'SavedSearchDigestChanged',
  z.object({
    accountId: z.string(),
    searchId: z.string(),
    digest: z.boolean(),
    via: z.enum(['dashboard', 'unsubscribe']),
    changedAt: z.iso.datetime(),
  }),
);
const SavedSearchDeletedEvent = defineEvent(
  'SavedSearchDeleted',
  z.object({ accountId: z.string(), searchId: z.string(), deletedAt: z.iso.datetime() }),
);
/**
 * The person is told about new ads matching one search (the notifications context folds it into a notice). Name and
 * query are the search's at that moment, so the notice reads the same on a rebuild whatever was renamed since.
 */
const SavedSearchAlertedEvent = defineEvent(
  'SavedSearchAlerted',
  z.object({
    accountId: z.string(),
    searchId: z.string(),
    name: z.string(),
    query: z.string(),
    adIds: z.array(z.string()).min(1),
    alertedAt: z.iso.datetime(),
  }),
);
export const DigestSearch = z.object({ searchId: z.string(), name: z.string(), query: z.string(), adIds: z.array(z.string()).min(1) });
export type DigestSearch = z.infer<typeof DigestSearch>;
/** The daily e-mail of one person for one day (Europe/Warsaw, YYYY-MM-DD): the mail context folds it into a message. */
const SavedSearchDigestCompiledEvent = defineEvent(
  'SavedSearchDigestCompiled',
  z.object({
    accountId: z.string(),
    day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    searches: z.array(DigestSearch).min(1),
    compiledAt: z.iso.datetime(),
  }),
);

export const SAVED_SEARCH_EVENTS = eventRegistry([
  SavedSearchCreatedEvent,
  SavedSearchRenamedEvent,
  SavedSearchDigestChangedEvent,
  SavedSearchDeletedEvent,
  SavedSearchAlertedEvent,
  SavedSearchDigestCompiledEvent,
]);
export type SavedSearchCreated = EventOf<typeof SavedSearchCreatedEvent>;
export type SavedSearchRenamed = EventOf<typeof SavedSearchRenamedEvent>;
export type SavedSearchDigestChanged = EventOf<typeof SavedSearchDigestChangedEvent>;
export type SavedSearchDeleted = EventOf<typeof SavedSearchDeletedEvent>;
export type SavedSearchAlerted = EventOf<typeof SavedSearchAlertedEvent>;
export type SavedSearchDigestCompiled = EventOf<typeof SavedSearchDigestCompiledEvent>;
export type SavedSearchEvent = EventsOf<typeof SAVED_SEARCH_EVENTS>;

export const savedSearchesStreamId = (accountId: string) => `saved-searches-${accountId}`;
