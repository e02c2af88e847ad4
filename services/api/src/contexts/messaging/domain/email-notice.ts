import { sideOf, type ConversationState } from './state';

/** At most one e-mail notice of one conversation to one person in this long. */
export const EMAIL_NOTICE_INTERVAL_MS = 3_600_000;

/**
 * Where the person is, as the API knows it: a socket open on any node (presence through the Redis adapter), and the
 * last time anything of theirs was seen (a socket opened or closed, a session used), null when never.
 */
export interface Presence {
  online: boolean;
  lastSeenAt: string | null;
}

/** Away: no socket open anywhere, and nothing seen of them for `awayMs`. */
export function isAway(presence: Presence, now: Date, awayMs: number): boolean {
  if (presence.online) return false;
  return presence.lastSeenAt === null || now.getTime() - Date.parse(presence.lastSeenAt) >= awayMs;
}

/** The other side's messages that wait for `accountId`: neither read, nor answered, nor deleted, nor told of already. */
export function waitingMessages(state: ConversationState, accountId: string): { seq: number; sentAt: string }[] {
  const side = sideOf(state, accountId);
  let seen = Math.max(side.readUpTo, side.deletedUpTo, side.noticedUpTo);
  // Writing after a message means having seen it, whether or not the page marked it read.
  for (const m of state.messages.values()) if (m.senderId === accountId) seen = Math.max(seen, m.seq);
  return [...state.messages.values()]
    .filter((m) => m.senderId !== accountId && !m.hidden && m.seq > seen)
    .map(({ seq, sentAt }) => ({ seq, sentAt }))
    .sort((a, b) => a.seq - b.seq);
}

/**
 * Why no notice goes to `accountId` now, or null with the seq it covers (docs/messaging.md § E-mail notice): the oldest
 * waiting message has waited `awayMs`, the person is away, the conversation is not muted, declined or erased on
 * either side, and the last notice of it to them is an hour old. Pure, so the worker's every node and the tests agree.
 */
export function emailNoticeDue(
  state: ConversationState,
  accountId: string,
  presence: Presence,
  now: Date,
  awayMs: number,
): { upToSeq: number } | { refused: 'nothing-waiting' | 'too-soon' | 'not-away' | 'within-hour' | 'closed' } {
  const side = sideOf(state, accountId);
  if (side.muted || state.status === 'declined' || [...state.sides.values()].some((s) => s.erased)) return { refused: 'closed' };
  const waiting = waitingMessages(state, accountId);
  const oldest = waiting[0];
  if (!oldest) return { refused: 'nothing-waiting' };
  if (now.getTime() - Date.parse(oldest.sentAt) < awayMs) return { refused: 'too-soon' };
  if (side.noticedAt !== null && now.getTime() - Date.parse(side.noticedAt) < EMAIL_NOTICE_INTERVAL_MS) return { refused: 'within-hour' };
  if (!isAway(presence, now, awayMs)) return { refused: 'not-away' };
  return { upToSeq: waiting.at(-1)!.seq };
}
