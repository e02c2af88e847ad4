import type { ConversationFolder, ConversationReportReason, IncomingPolicy } from '@anonse/contracts/browser';

// The messaging DTOs are the contracts' types; the lists below are spelled out here because the contracts' own lists
// live beside the event schemas (zod), which a page must not load. `Exactly` fails to compile if they drift apart.
export type {
  ConversationDto,
  ConversationFolder as Folder,
  ConversationPage,
  ConversationReportReason,
  ConversationSummaryDto,
  MessageDto,
  MessagePage,
  MessageSettings as MessageSettingsDto,
  MessagingEventsPage as MessagingEvents,
  MessagingLiveItem as MessagingItem,
} from '@anonse/contracts/browser';

type Exactly<T, L extends readonly T[]> = [T] extends [L[number]] ? L : never;
const list =
  <T>() =>
  <const L extends readonly T[]>(values: Exactly<T, L>): L =>
    values;

export const FOLDERS = list<ConversationFolder>()(['inbox', 'requests', 'archived']);
export const CONVERSATION_REPORT_REASONS = list<ConversationReportReason>()([
  'scam',
  'harassment',
  'underage',
  'coercion',
  'spam',
  'other',
]);
export const INCOMING_MESSAGES = list<IncomingPolicy>()(['everyone', 'verified', 'phone-verified', 'off']);

/** The actions a participant takes on a conversation, each `POST /api/conversations/:id/{action}`. */
export type ConversationAction = 'accept' | 'decline' | 'block' | 'unblock' | 'archive' | 'unarchive' | 'mute' | 'unmute';
