/**
 * The data subject one side of a conversation is sealed under: what `senderId` wrote in `conversationId`. Its own key
 * per side, so deleting an account shreds only that person's words (the other side keeps theirs), and the retention
 * worker shreds one conversation without touching the person's others. Apart from the events so the sealing policy
 * (./context.ts) reaches every page without the events' schemas.
 */
export const conversationSideSubject = (conversationId: string, accountId: string) => `conversation-side-${conversationId}-${accountId}`;
