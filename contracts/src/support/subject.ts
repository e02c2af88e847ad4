/**
 * The data subject a message's personal data is sealed under: its own, so deleting one message shreds only it.
 * Apart from the events so the sealing policy (./context.ts) reaches every page without the events' schemas.
 */
export const supportMessageSubject = (messageId: string) => `support-message-${messageId}`;
