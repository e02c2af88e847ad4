/** Sent on this window when the messages page read messages, so the header's count (`MessagesLink`) is read again. */
export const MESSAGES_READ_EVENT = 'anonse:messages-read';
