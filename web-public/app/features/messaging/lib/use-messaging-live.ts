import type { MESSAGING_PUSH_EVENT } from '@anonse/contracts/browser';
import { useLiveFeed, type LiveFeedOptions } from '#web/features/notifications/lib/use-live-feed';
import type { MessagingItem } from './dto';

// Spelled out, checked against the contracts' constant by its type (the value's module would be one more shared chunk).
const MESSAGING_EVENT: typeof MESSAGING_PUSH_EVENT = 'messaging';

const isItem = (payload: unknown): payload is MessagingItem =>
  typeof payload === 'object' && payload !== null && typeof (payload as MessagingItem).conversationId === 'string';

/** Live messages with nothing lost: the live feed of socket event `messaging` (useLiveFeed). */
export function useMessagingLive(accountId: string, options: LiveFeedOptions<MessagingItem>): void {
  useLiveFeed(accountId, MESSAGING_EVENT, isItem, options);
}
