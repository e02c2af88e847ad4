import { createHash } from 'node:crypto';

/**
 * The id of the pair's conversation about `adId` (or about nothing): derived, not drawn, so two first messages sent
 * at the same moment land in one stream (its optimistic concurrency decides which is first) instead of opening two
 * conversations. `generation` moves on once a conversation was erased (retention): its stream takes no more events.
 */
export function conversationIdOf(a: string, b: string, adId: string | null, generation: number): string {
  const [x, y] = a < b ? [a, b] : [b, a];
  const h = createHash('sha256')
    .update(`conversation|${x}|${y}|${adId ?? ''}|${generation}`)
    .digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
