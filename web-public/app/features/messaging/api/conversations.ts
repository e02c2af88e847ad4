import type { MessagePhotoUploaded } from '@anonse/contracts/browser';
import { uploadPhoto, type UploadHandle } from '#web/features/media/api/photos';
import { readJson, type ApiFetch } from '#web/lib/api';
import type {
  ConversationAction,
  ConversationDto,
  ConversationPage,
  ConversationReportReason,
  Folder,
  MessageDto,
  MessagePage,
  MessagingEvents,
} from '../lib/dto';

const path = (id: string, rest = '') => `/api/conversations/${encodeURIComponent(id)}${rest}`;
const post = (body?: unknown): RequestInit => ({ method: 'POST', ...(body === undefined ? {} : { body: JSON.stringify(body) }) });

/** GET /api/conversations?folder=…&cursor=… → one page of the folder, newest activity first. */
export async function listConversations(api: ApiFetch, folder: Folder, cursor?: string | null): Promise<ConversationPage> {
  const query = new URLSearchParams({ folder });
  if (cursor) query.set('cursor', cursor);
  return readJson<ConversationPage>(await api(`/api/conversations?${query}`));
}

/** GET /api/conversations/{id} → the conversation with what this person may do in it. */
export async function getConversation(api: ApiFetch, id: string): Promise<ConversationDto> {
  return readJson<ConversationDto>(await api(path(id)));
}

/** GET /api/conversations/{id}/messages: the newest page without `before`, then older ones. */
export async function listMessages(api: ApiFetch, id: string, before?: number | null): Promise<MessagePage> {
  const query = new URLSearchParams({ limit: '50' });
  if (before != null) query.set('before', String(before));
  return readJson<MessagePage>(await api(`${path(id, '/messages')}?${query}`));
}

/** POST /api/conversations/{id}/messages: the same clientId sent twice is one message. Photos are uploaded first. */
export async function sendMessage(
  api: ApiFetch,
  id: string,
  text: string,
  clientId: string,
  photoIds: readonly string[] = [],
): Promise<MessageDto> {
  return readJson<MessageDto>(await api(path(id, '/messages'), post({ text, clientId, photoIds })));
}

/** POST /api/conversations/{id}/photos with the image's bytes (accepted conversations only); 0..1 progress. */
export function uploadMessagePhoto(
  id: string,
  file: Blob,
  locale: string,
  onProgress: (fraction: number) => void,
): UploadHandle<MessagePhotoUploaded> {
  return uploadPhoto<MessagePhotoUploaded>(file, locale, onProgress, path(id, '/photos'));
}

/** Where a photo of a message is served, to the two people only (never cached, never a public address). */
export const messagePhotoUrl = (conversationId: string, photoId: string, size: 'full' | 'thumb') =>
  `${path(conversationId, `/photos/${encodeURIComponent(photoId)}`)}${size === 'thumb' ? '?size=thumb' : ''}`;

/** POST /api/conversations: a new conversation, or the open one with this person about this ad, with the message appended. */
export async function startConversation(
  api: ApiFetch,
  input: { adId?: string; recipientId?: string; text: string; clientId: string },
): Promise<{ conversationId: string }> {
  return readJson<{ conversationId: string }>(await api('/api/conversations', post(input)));
}

export async function conversationAction(api: ApiFetch, id: string, action: ConversationAction): Promise<ConversationDto> {
  return readJson<ConversationDto>(await api(path(id, `/${action}`), post()));
}

export async function markRead(api: ApiFetch, id: string, upTo: number): Promise<void> {
  await readJson<void>(await api(path(id, '/read'), post({ upTo })));
}

/** DELETE /api/conversations/{id}: gone from this person's folders; the other keeps it. */
export async function deleteForMe(api: ApiFetch, id: string): Promise<void> {
  await readJson<void>(await api(path(id), { method: 'DELETE' }));
}

export async function reportConversation(
  api: ApiFetch,
  id: string,
  input: { reason: ConversationReportReason; messageId?: string; note?: string },
): Promise<void> {
  await readJson<unknown>(await api(path(id, '/report'), post(input)));
}

/** GET /api/conversations/events?after=…: what this account missed after `position` (a socket reconnect). */
export async function catchUp(api: ApiFetch, after: number): Promise<MessagingEvents> {
  return readJson<MessagingEvents>(await api(`/api/conversations/events?after=${after}`));
}
