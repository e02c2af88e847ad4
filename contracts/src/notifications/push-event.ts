/**
 * The socket.io event a new notice is pushed as, on the recipient's private room; the browser reloads its list.
 * Its own module, without schemas: the page shell listens for it and should not carry zod along.
 */
export const NOTIFICATION_PUSH_EVENT = 'notification';
