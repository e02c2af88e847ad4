/** What rendering a message gives, and what it needs to make its links (shared by every template's renderer). */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  /** Extra headers of this message (the digest's List-Unsubscribe). */
  headers?: Record<string, string>;
}

export interface MailLinks {
  /** The public origin links start with, e.g. `https://anonse.example`. */
  origin: string;
  /** The token of an e-mailed link (derived from the request id under the server secret). */
  tokenOf(accountId: string, requestId: string): string;
  /** The token of a saved search's unsubscribe link (derived from both ids under the server secret). */
  unsubscribeTokenOf(accountId: string, searchId: string): string;
  /** The token of a message notice's unsubscribe link (derived from the account id under the server secret). */
  messageNoticeUnsubscribeTokenOf(accountId: string): string;
  /** The token of a forum digest's unsubscribe link (derived from the account id under the server secret). */
  forumDigestUnsubscribeTokenOf(accountId: string): string;
}
