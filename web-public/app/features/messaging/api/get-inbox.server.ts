import type { ApiFetch } from '#web/lib/api';
import type { ConversationDto, ConversationPage, Folder, MessagePage } from '../lib/dto';
import { getConversation, listConversations, listMessages } from './conversations';

export interface OpenThread {
  conversation: ConversationDto;
  page: MessagePage;
}

export interface InboxData {
  /** null: the list could not be read (the page shows the error and a retry). */
  list: ConversationPage | null;
  /** The open conversation; null when none is chosen, `'missing'` when it is gone or could not be read. */
  thread: OpenThread | 'missing' | null;
}

/** The folder's first page and, beside it, the open conversation with its newest messages. */
export async function getInbox(api: ApiFetch, folder: Folder, selectedId: string | null): Promise<InboxData> {
  const [list, thread] = await Promise.all([
    listConversations(api, folder).catch(() => null),
    selectedId
      ? Promise.all([getConversation(api, selectedId), listMessages(api, selectedId)])
          .then(([conversation, page]) => ({ conversation, page }))
          .catch(() => 'missing' as const)
      : Promise.resolve(null),
  ]);
  return { list, thread };
}
