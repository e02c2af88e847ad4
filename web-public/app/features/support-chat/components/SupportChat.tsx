import type { SupportChatDto, SupportChatLiveItem, SupportChatMessageDto } from '@anonse/contracts/browser';
import { href, SUPPORT_CHAT_PUSH_EVENT, SUPPORT_CHAT_TEXT_MAX } from '@anonse/contracts/browser';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigation, useRevalidator } from 'react-router';
import { Button } from '#web/components/Button';
import { useLiveFeed } from '#web/features/notifications/lib/use-live-feed';
import { useTranslation } from '#web/i18n/use-translation';
import { useApi, useLocale } from '#web/lib/app-data';
import { getSupportChat, sendSupportChat, supportChatEvents } from '../api/support-chat';
import { SUPPORT_CHAT } from '../i18n';
import { codePoints, isChatItem, mergeChat } from '../lib/chat';
import styles from './SupportChat.module.css';

/** More missed than this many pages: the rest comes with the next reconnection or navigation. */
const CATCH_UP_PAGES_MAX = 20;

interface Props {
  accountId: string;
  /** null: the chat could not be read (the page shows the error and a retry). */
  chat: SupportChatDto | null;
}

/**
 * The dashboard's chat with staff: the messages (oldest first), whether anyone is there to answer live, and the box
 * to write in. Staff answers arrive on the live channel; after a reconnection the page reads what it missed from
 * the last position it saw, and shows each message once (merged by id).
 */
export function SupportChat({ accountId, chat }: Props) {
  const { t } = useTranslation(SUPPORT_CHAT);
  const locale = useLocale();
  const api = useApi();
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const [messages, setMessages] = useState<SupportChatMessageDto[]>(() => mergeChat([], chat?.messages ?? []));
  const [staffOnline, setStaffOnline] = useState(chat?.staffOnline ?? false);
  const [status, setStatus] = useState(chat?.status ?? 'none');
  const list = useRef<HTMLOListElement>(null);
  const newest = messages.at(-1)?.id;

  useEffect(() => {
    setMessages(mergeChat([], chat?.messages ?? []));
    setStaffOnline(chat?.staffOnline ?? false);
    setStatus(chat?.status ?? 'none');
  }, [chat]);

  // The newest message in view when one arrives.
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [newest]);

  const onItem = useCallback((item: SupportChatLiveItem) => {
    const message = item.message;
    if (!message) return;
    setMessages((current) => mergeChat(current, [message]));
    if (message.author === 'person') setStatus('open');
  }, []);

  const catchUp = useCallback(
    async (position: number | null): Promise<number | null> => {
      if (position === null) {
        const fresh = await getSupportChat(api);
        setMessages((current) => mergeChat(current, fresh.messages));
        setStaffOnline(fresh.staffOnline);
        setStatus(fresh.status);
        return fresh.position;
      }
      let after = position;
      for (let pages = 0; pages < CATCH_UP_PAGES_MAX; pages++) {
        const missed = await supportChatEvents(api, after);
        missed.items.forEach(onItem);
        if (missed.items.length === 0 || missed.position <= after) break;
        after = missed.position;
      }
      return after;
    },
    [api, onItem],
  );

  useLiveFeed(accountId, SUPPORT_CHAT_PUSH_EVENT, isChatItem, { onItem, catchUp }, chat?.position ?? null);

  const send = async (text: string, clientId: string) => {
    const sent = await sendSupportChat(api, text, clientId, locale);
    setMessages((current) => mergeChat(current, [sent.message]));
    setStaffOnline(sent.staffOnline);
    setStatus('open');
  };

  const time = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' });
  // A retry after an error (or a navigation back here) is reading the chat again.
  const loading =
    revalidator.state === 'loading' || (navigation.state === 'loading' && navigation.location.pathname === href('supportChat', locale));

  return (
    <div className={styles.page} data-testid="support-chat-page" aria-busy={loading || undefined}>
      <h1>{t('supportChat.title')}</h1>
      <p className={styles.intro}>{t('supportChat.intro')}</p>
      {loading && (
        <p className={styles.notice} role="status" data-testid="support-chat-loading">
          {t('supportChat.loading')}
        </p>
      )}
      {chat === null ? (
        <div role="alert" data-testid="support-chat-error">
          <p className={styles.error}>{t('supportChat.loadFailed')}</p>
          <Button type="button" onClick={() => void revalidator.revalidate()} pending={revalidator.state === 'loading'}>
            {t('supportChat.retry')}
          </Button>
        </div>
      ) : (
        <section className={styles.chat} aria-label={t('supportChat.title')}>
          <p
            className={staffOnline ? styles.online : styles.offline}
            role="status"
            data-testid="support-chat-presence"
            data-online={staffOnline ? 'true' : 'false'}
          >
            {staffOnline ? t('supportChat.online') : t('supportChat.offline')}
          </p>
          {status === 'handled' && (
            <p className={styles.notice} data-testid="support-chat-handled">
              {t('supportChat.handled')}
            </p>
          )}
          {messages.length === 0 ? (
            <p className={styles.notice} data-testid="support-chat-empty">
              {t('supportChat.empty')}
            </p>
          ) : (
            <ol
              ref={list}
              className={styles.messages}
              aria-label={t('supportChat.listLabel')}
              aria-live="polite"
              aria-relevant="additions"
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling list must be reachable by keyboard (axe: scrollable-region-focusable)
              tabIndex={0}
              data-testid="support-chat-messages"
            >
              {messages.map((m) => (
                <li
                  key={m.id}
                  className={m.author === 'person' ? styles.mine : styles.theirs}
                  data-testid="support-chat-message"
                  data-author={m.author}
                >
                  <span className={styles.who}>{m.author === 'person' ? t('supportChat.you') : t('supportChat.staff')}</span>
                  <p className={styles.bubble}>{m.text}</p>
                  <span className={styles.time}>
                    <time dateTime={m.sentAt}>{time.format(new Date(m.sentAt))}</time>
                    {m.author === 'person' && m.delivery === 'email' && <> · {t('supportChat.emailed')}</>}
                  </span>
                </li>
              ))}
            </ol>
          )}
          <ChatBox onSend={send} />
        </section>
      )}
    </div>
  );
}

/** Up to SUPPORT_CHAT_TEXT_MAX characters (code points, as the API counts), Enter sends, Shift+Enter is a new line. */
function ChatBox({ onSend }: { onSend: (text: string, clientId: string) => Promise<void> }) {
  const { t } = useTranslation(SUPPORT_CHAT);
  const [text, setText] = useState('');
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const clientId = useRef<string | null>(null);
  const id = useId();
  const count = codePoints(text);
  const over = count > SUPPORT_CHAT_TEXT_MAX;
  const empty = text.trim() === '';

  const send = async () => {
    if (pending || over || empty) return;
    // One id per text: a retry after a lost answer is the same message, not a second one.
    clientId.current ??= crypto.randomUUID();
    setPending(true);
    setFailed(null);
    try {
      await onSend(text.trim(), clientId.current);
      clientId.current = null;
      setText('');
    } catch (e) {
      setFailed(e instanceof Error && e.message ? e.message : t('supportChat.failed'));
    } finally {
      setPending(false);
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing) return;
    e.preventDefault();
    void send();
  };

  return (
    <form
      className={styles.box}
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
      data-testid="support-chat-form"
    >
      <label htmlFor={`${id}-text`}>{t('supportChat.label')}</label>
      <textarea
        id={`${id}-text`}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          clientId.current = null;
        }}
        onKeyDown={onKeyDown}
        aria-describedby={`${id}-hint ${id}-count`}
        aria-invalid={over || undefined}
        data-testid="support-chat-text"
      />
      <div className={styles.foot}>
        <span id={`${id}-hint`}>{t('supportChat.hint')}</span>
        <span id={`${id}-count`} className={over ? styles.over : undefined} aria-live={over ? 'polite' : 'off'}>
          {over
            ? t('supportChat.tooLong', { max: SUPPORT_CHAT_TEXT_MAX })
            : t('supportChat.counter', { count, max: SUPPORT_CHAT_TEXT_MAX })}
        </span>
      </div>
      {failed && (
        <p role="alert" className={styles.error} data-testid="support-chat-send-error">
          {failed}
        </p>
      )}
      <div>
        <Button type="submit" className={styles.send} pending={pending} disabled={over || empty} data-testid="support-chat-send">
          {pending ? t('supportChat.sending') : t('supportChat.send')}
        </Button>
      </div>
    </form>
  );
}
