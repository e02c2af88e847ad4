import type { Locale, SupportChatDto, SupportChatEventsPage, SupportChatSent } from '@anonse/contracts/browser';
import { readJson, type ApiFetch } from '#web/lib/api';

/** GET /api/support/chat: the newest messages, whether staff are online, and the position live updates continue from. */
export async function getSupportChat(api: ApiFetch): Promise<SupportChatDto> {
  return readJson<SupportChatDto>(await api('/api/support/chat'));
}

/** POST /api/support/chat/messages: the same clientId sent twice is one message. */
export async function sendSupportChat(api: ApiFetch, text: string, clientId: string, locale: Locale): Promise<SupportChatSent> {
  return readJson<SupportChatSent>(
    await api('/api/support/chat/messages', { method: 'POST', body: JSON.stringify({ text, clientId, locale }) }),
  );
}

/** GET /api/support/chat/events?after=…: what changed after the position last seen (one page). */
export async function supportChatEvents(api: ApiFetch, after: number): Promise<SupportChatEventsPage> {
  return readJson<SupportChatEventsPage>(await api(`/api/support/chat/events?after=${after}`));
}
