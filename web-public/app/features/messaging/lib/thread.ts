import type { ConversationSummaryDto, Folder, MessageDto, MessagingItem } from './dto';

/**
 * Messages arrive from three places (a page read, the live channel, the catch-up after a reconnect) and may overlap:
 * one list by message id, oldest first. A later copy of a message wins (it may have been hidden or deleted since).
 */
export function mergeMessages<M extends Pick<MessageDto, 'id' | 'seq'>>(current: readonly M[], incoming: readonly M[]): M[] {
  if (incoming.length === 0) return current as M[];
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.seq - b.seq);
}

/** Which folder a conversation belongs in, as the API files it. */
export function folderOf(c: Pick<ConversationSummaryDto, 'status' | 'archived'>): Folder {
  if (c.archived) return 'archived';
  return c.status === 'request-received' ? 'requests' : 'inbox';
}

/** A conversation's new summary from the live channel: moved to the top of its folder, or out of a folder it left. */
export function applySummary(
  list: readonly ConversationSummaryDto[],
  folder: Folder,
  next: ConversationSummaryDto,
): ConversationSummaryDto[] {
  const rest = list.filter((c) => c.id !== next.id);
  if (folderOf(next) !== folder) return rest;
  return [next, ...rest];
}

/** The highest position among items, so the next catch-up starts after it. */
export function lastPosition(from: number | null, items: readonly Pick<MessagingItem, 'position'>[]): number | null {
  return items.reduce<number | null>((max, i) => (max === null || i.position > max ? i.position : max), from);
}

/** Text length as the API counts it: code points, so an emoji is one character, not two. */
export const codePoints = (text: string): number => [...text].length;

/** The newest message of the other person, for "read up to". */
export function newestFromOther(messages: readonly MessageDto[]): number | null {
  for (let i = messages.length - 1; i >= 0; i--) if (!messages[i]!.mine) return messages[i]!.seq;
  return null;
}
