// Local shapes of the messaging API until its contracts land; replaced by their imports.
export type Folder = 'inbox' | 'requests' | 'archived';
export const FOLDERS: readonly Folder[] = ['inbox', 'requests', 'archived'];
export type ConversationStatus = 'request-sent' | 'request-received' | 'accepted' | 'declined' | 'blocked';
export type ContactFlag = 'phone' | 'email' | 'messenger' | 'link';
export type ScamFlag = 'deposit' | 'gift-card' | 'crypto';
export const CONVERSATION_REPORT_REASONS = ['scam', 'harassment', 'underage', 'coercion', 'spam', 'other'] as const;
export type ConversationReportReason = (typeof CONVERSATION_REPORT_REASONS)[number];
export const MESSAGE_TEXT_MAX = 2000;
export type IncomingMessages = 'everyone' | 'verified' | 'phone-verified' | 'off';
export const INCOMING_MESSAGES: readonly IncomingMessages[] = ['everyone', 'verified', 'phone-verified', 'off'];

export interface ConversationSummaryDto {
  id: string;
  other: { id: string; displayName: string; verified: boolean };
  ad: { id: string; title: string; path: string } | null;
  status: ConversationStatus;
  lastMessage: { preview: string; sentAt: string; mine: boolean } | null;
  unread: number;
  muted: boolean;
  archived: boolean;
}
export interface ConversationDto extends ConversationSummaryDto {
  canWrite: boolean;
  blockedByMe: boolean;
  readReceipts: boolean;
  otherReadUpTo: number | null;
}
export interface MessageDto {
  id: string;
  seq: number;
  mine: boolean;
  text: string | null;
  deleted: boolean;
  hidden: boolean;
  sentAt: string;
  flags: { contact: ContactFlag[]; scam: ScamFlag[] };
}
export interface ConversationPage {
  items: ConversationSummaryDto[];
  nextCursor: string | null;
}
export interface MessagePage {
  items: MessageDto[];
  nextBefore: number | null;
}
export interface MessagingItem {
  position: number;
  conversationId: string;
  message?: MessageDto;
  conversation?: ConversationSummaryDto;
}
export interface MessagingEvents {
  items: MessagingItem[];
  position: number;
}
export interface MessageSettingsDto {
  incoming: IncomingMessages;
  shareReadReceipts: boolean;
}
export type ConversationAction = 'accept' | 'decline' | 'block' | 'unblock' | 'archive' | 'unarchive' | 'mute' | 'unmute';
