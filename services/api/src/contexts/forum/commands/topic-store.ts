import { ERASED, type EventStore, type RecordedEvent } from '@anonse/eventstore';

const SEALED_BODY = new Set(['TopicStarted', 'ReplyPosted', 'ForumPostEdited']);

/**
 * A topic outlives the deletion of any one author in it: the others still reply, edit and moderate. So its stream is
 * read with an erased body as empty text (the decider only compares a body with the author's own new one, and an
 * erased author writes nothing more) rather than refused as an erased person's stream is; the log stays shredded.
 */
function readableEvent(event: RecordedEvent): RecordedEvent {
  if (!event.metadata[ERASED]) return event;
  const { [ERASED]: _erased, ...metadata } = event.metadata;
  const data = SEALED_BODY.has(event.type) ? { ...(event.data as object), body: '' } : event.data;
  return { ...event, data, metadata } as RecordedEvent;
}

/** `store`, with topic streams read as above; everything else passes through. */
export function topicStore(store: EventStore): EventStore {
  return new Proxy(store, {
    get(target, property, receiver) {
      if (property === 'readStream')
        return async (...args: Parameters<EventStore['readStream']>) => (await target.readStream(...args)).map(readableEvent);
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}
