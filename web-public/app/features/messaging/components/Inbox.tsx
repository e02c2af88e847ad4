import { href } from '@anonse/contracts/browser';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useNavigation, useRevalidator } from 'react-router';
import { useTranslation } from '#web/i18n/use-translation';
import { useApi, useLocale } from '#web/lib/app-data';
import {
  catchUp,
  conversationAction,
  deleteForMe,
  getConversation,
  listConversations,
  listMessages,
  markRead,
  sendMessage,
} from '../api/conversations';
import type { InboxData } from '../api/get-inbox.server';
import { FOLDERS, type ConversationAction, type ConversationDto, type Folder, type MessageDto, type MessagingItem } from '../lib/dto';
import { messagesHref } from '../lib/links';
import { applySummary, mergeMessages, newestFromOther } from '../lib/thread';
import { MESSAGES_READ_EVENT } from '../lib/read-event';
import { useMessagingLive } from '../lib/use-messaging-live';
import { MESSAGING } from '../i18n';
import { ConversationList } from './ConversationList';
import { Thread } from './Thread';
import styles from './Messaging.module.css';

/** More missed than this many pages: the rest comes with the next reconnection or navigation. */
const CATCH_UP_PAGES_MAX = 20;

interface Props extends InboxData {
  accountId: string;
  folder: Folder;
  selectedId: string | null;
}

/**
 * The messages page: folders, the folder's conversations and the open one beside them (one pane at a time on
 * phones). The loader gives the first render; from then on the live channel and its catch-up keep both panes current,
 * each message once (merged by id).
 */
export function Inbox({ accountId, folder, selectedId, list, thread }: Props) {
  const { t } = useTranslation(MESSAGING);
  const locale = useLocale();
  const api = useApi();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const navigation = useNavigation();

  const [items, setItems] = useState(list?.items ?? []);
  const [cursor, setCursor] = useState(list?.nextCursor ?? null);
  const [loadingMore, setLoadingMore] = useState(false);
  const open = thread && thread !== 'missing' ? thread : null;
  const [conversation, setConversation] = useState<ConversationDto | null>(open?.conversation ?? null);
  const [messages, setMessages] = useState<MessageDto[]>(() => mergeMessages([], open?.page.items ?? []));
  const [before, setBefore] = useState(open?.page.nextBefore ?? null);
  const [loadingOlder, setLoadingOlder] = useState(false);

  // A navigation or a revalidation brought new loader data: it replaces what the page held.
  useEffect(() => {
    setItems(list?.items ?? []);
    setCursor(list?.nextCursor ?? null);
  }, [list]);
  useEffect(() => {
    setConversation(open?.conversation ?? null);
    setMessages(mergeMessages([], open?.page.items ?? []));
    setBefore(open?.page.nextBefore ?? null);
  }, [open]);

  const selected = useRef(selectedId);
  selected.current = selectedId;
  const folderRef = useRef(folder);
  folderRef.current = folder;

  const refreshConversation = useCallback(
    (id: string) =>
      getConversation(api, id)
        .then((c) => {
          if (selected.current === id) setConversation(c);
        })
        .catch(() => undefined),
    [api],
  );

  const onItem = useCallback(
    (item: MessagingItem) => {
      const summary = item.conversation;
      if (summary) setItems((current) => applySummary(current, folderRef.current, summary));
      if (item.conversationId !== selected.current) return;
      const message = item.message;
      if (message) setMessages((current) => mergeMessages(current, [message]));
      // Its state changed (accepted, blocked…): what may be done now comes with the whole conversation.
      if (summary) void refreshConversation(item.conversationId);
    },
    [refreshConversation],
  );

  const resync = useCallback(
    async (position: number | null): Promise<number | null> => {
      if (position !== null) {
        // Page by page until the feed has nothing newer (a page holds a bounded number of items).
        let after = position;
        for (let pages = 0; pages < CATCH_UP_PAGES_MAX; pages++) {
          const missed = await catchUp(api, after);
          missed.items.forEach(onItem);
          if (missed.items.length === 0 || missed.position <= after) break;
          after = missed.position;
        }
        return after;
      }
      // Nothing seen on the live channel yet: read the folder and the open conversation afresh.
      const id = selected.current;
      const [page, newest] = await Promise.all([listConversations(api, folderRef.current), id ? listMessages(api, id) : null]);
      setItems(page.items);
      setCursor(page.nextCursor);
      if (id && newest && selected.current === id) {
        setMessages((current) => mergeMessages(current, newest.items));
        void refreshConversation(id);
      }
      return null;
    },
    [api, onItem, refreshConversation],
  );

  useMessagingLive(accountId, { onItem, catchUp: resync });

  // What is on screen is read: tell the API (and the header's count) once per newer message of the other person.
  const readUpTo = useRef<Record<string, number>>({});
  const newestOther = newestFromOther(messages);
  const openId = conversation?.id ?? null;
  useEffect(() => {
    if (!openId || newestOther === null || (readUpTo.current[openId] ?? -1) >= newestOther) return;
    if (document.visibilityState !== 'visible') return;
    readUpTo.current[openId] = newestOther;
    markRead(api, openId, newestOther)
      .then(() => {
        setItems((current) => current.map((c) => (c.id === openId ? { ...c, unread: 0 } : c)));
        window.dispatchEvent(new Event(MESSAGES_READ_EVENT));
      })
      .catch(() => {
        delete readUpTo.current[openId];
      });
  }, [api, openId, newestOther]);

  const loadMore = () => {
    if (!cursor) return;
    setLoadingMore(true);
    listConversations(api, folder, cursor)
      .then((page) => {
        setItems((current) => [...current, ...page.items.filter((c) => !current.some((x) => x.id === c.id))]);
        setCursor(page.nextCursor);
      })
      .catch(() => undefined)
      .finally(() => setLoadingMore(false));
  };

  const loadOlder = () => {
    if (!conversation || before === null) return;
    const id = conversation.id;
    setLoadingOlder(true);
    listMessages(api, id, before)
      .then((page) => {
        if (selected.current !== id) return;
        setMessages((current) => mergeMessages(current, page.items));
        setBefore(page.nextBefore);
      })
      .catch(() => undefined)
      .finally(() => setLoadingOlder(false));
  };

  const send = async (text: string, clientId: string, photoIds: readonly string[]) => {
    if (!conversation) return;
    const message = await sendMessage(api, conversation.id, text, clientId, photoIds);
    setMessages((current) => mergeMessages(current, [message]));
  };

  const act = async (action: ConversationAction) => {
    if (!conversation) return;
    const next = await conversationAction(api, conversation.id, action);
    setConversation(next);
    // The folders may have changed (a request accepted moves to the inbox, an archived one out of it).
    await revalidator.revalidate();
  };

  const remove = async () => {
    if (!conversation) return;
    await deleteForMe(api, conversation.id);
    await navigate(messagesHref(locale, folder));
  };

  const loading = navigation.state === 'loading' && navigation.location.pathname === href('messages', locale);

  return (
    <div className={styles.page} data-testid="messages-page">
      <h1>{t('messaging.title')}</h1>
      <p className={styles.intro}>{t('messaging.intro')}</p>
      <nav aria-label={t('messaging.folders.label')}>
        <ul className={styles.folders}>
          {FOLDERS.map((f) => (
            <li key={f}>
              <Link
                to={messagesHref(locale, f)}
                className={f === folder ? styles.folderActive : styles.folder}
                aria-current={f === folder ? 'page' : undefined}
                data-testid={`messages-folder-${f}`}
              >
                {t(`messaging.folders.${f}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.panes} data-open={selectedId ? 'true' : 'false'} aria-busy={loading || undefined}>
        <div className={`${styles.pane} ${styles.listPane}`}>
          <ConversationList
            folder={folder}
            items={items}
            selectedId={selectedId}
            failed={list === null}
            onRetry={() => void revalidator.revalidate()}
            hasMore={cursor !== null}
            loadingMore={loadingMore}
            onLoadMore={loadMore}
          />
        </div>
        <div className={`${styles.pane} ${styles.threadPane}`}>
          {loading && selectedId ? (
            <p className={styles.state} role="status">
              {t('messaging.loading')}
            </p>
          ) : conversation ? (
            <Thread
              key={conversation.id}
              folder={folder}
              conversation={conversation}
              messages={messages}
              hasOlder={before !== null}
              loadingOlder={loadingOlder}
              onLoadOlder={loadOlder}
              onSend={send}
              onAction={act}
              onDelete={remove}
            />
          ) : thread === 'missing' ? (
            <div role="alert" data-testid="thread-error">
              <p className={styles.error}>{t('messaging.loadFailed')}</p>
              <p className={styles.state}>
                <Link to={messagesHref(locale, folder)} className={styles.button}>
                  {t('messaging.back')}
                </Link>
              </p>
            </div>
          ) : (
            <p className={styles.state}>{t('messaging.pick')}</p>
          )}
        </div>
      </div>
    </div>
  );
}
