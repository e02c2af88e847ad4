import { href, type Locale } from '@anonse/contracts/browser';
import type { Folder } from './dto';

/** The messages page with a folder and, optionally, an open conversation (the inbox needs no parameter). */
export function messagesHref(locale: Locale, folder: Folder, conversationId?: string | null): string {
  const query = new URLSearchParams();
  if (folder !== 'inbox') query.set('folder', folder);
  if (conversationId) query.set('c', conversationId);
  const search = query.toString();
  return `${href('messages', locale)}${search ? `?${search}` : ''}`;
}
