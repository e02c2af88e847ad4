import type { SupportChatLiveItem, SupportChatMessageDto } from '@anonse/contracts/browser';

/**
 * Messages arrive from three places (the page's load, the live channel, the catch-up after a reconnect) and may
 * overlap: one list by message id, oldest first.
 */
export function mergeChat(current: readonly SupportChatMessageDto[], incoming: readonly SupportChatMessageDto[]): SupportChatMessageDto[] {
  if (incoming.length === 0) return current as SupportChatMessageDto[];
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.seq - b.seq);
}

/** A live payload the page can use (anything else on the channel is ignored). */
export const isChatItem = (payload: unknown): payload is SupportChatLiveItem =>
  typeof payload === 'object' &&
  payload !== null &&
  typeof (payload as SupportChatLiveItem).position === 'number' &&
  typeof (payload as SupportChatLiveItem).chatId === 'string';

/** Text length as the API counts it: code points, so an emoji is one character, not two. */
export const codePoints = (text: string): number => [...text].length;
