import { href, type SessionDto } from '@anonse/contracts/browser';
import { useState } from 'react';
import { useTranslation } from '#web/i18n/use-translation';
import { useRevalidator } from 'react-router';
import { Button } from '#web/components/Button';
import { useApi, useLocale } from '#web/lib/app-data';
import { useEndSession, useLogoutEverywhere } from '../api/privacy';
import { PRIVACY } from '../i18n';
import { formatMoment } from '../lib/format-moment';
import styles from './Privacy.module.css';

/** The open sessions: device, last use, "this device"; end one, or all (which signs this browser out too). */
export function SessionsSection({ sessions }: { sessions: SessionDto[] }) {
  const { t } = useTranslation(PRIVACY);
  const locale = useLocale();
  const api = useApi();
  const revalidator = useRevalidator();
  const end = useEndSession(api);
  const endAll = useLogoutEverywhere(api);
  const [failed, setFailed] = useState(false);
  // Leaving the signed-in pages is a full load: every cached page of this session must go.
  const signedOut = () => window.location.assign(href('login', locale));

  const onEnd = (session: SessionDto) => {
    setFailed(false);
    end.mutate(session.id, {
      onSuccess: () => (session.current ? signedOut() : void revalidator.revalidate()),
      onError: () => setFailed(true),
    });
  };

  return (
    <section className={styles.section} aria-labelledby="sessions-heading" data-testid="sessions">
      <h2 id="sessions-heading">{t('privacy.sessions.title')}</h2>
      <p className={styles.muted}>{t('privacy.sessions.intro')}</p>
      {failed && (
        <p role="alert" className={styles.error}>
          {t('privacy.sessions.failed')}
        </p>
      )}
      <ul className={styles.list}>
        {sessions.map((session) => (
          <li key={session.id} className={styles.row} data-testid="session-row" data-current={session.current ? 'true' : 'false'}>
            <div className={styles.rowMain}>
              <strong>
                {t('privacy.sessions.device', {
                  browser: session.browser ?? t('privacy.sessions.unknownBrowser'),
                  os: session.os ?? t('privacy.sessions.unknownOs'),
                })}
              </strong>
              {session.current && <span className={styles.badge}>{t('privacy.sessions.thisDevice')}</span>}
              <span className={styles.muted}>
                {t('privacy.sessions.lastUsed', { date: formatMoment(session.lastUsedAt, locale) })} ·{' '}
                {t('privacy.sessions.since', { date: formatMoment(session.createdAt, locale) })}
              </span>
            </div>
            <Button
              className={styles.secondary}
              onClick={() => onEnd(session)}
              pending={end.isPending && end.variables === session.id}
              data-testid="session-end"
            >
              {end.isPending && end.variables === session.id ? t('privacy.sessions.ending') : t('privacy.sessions.end')}
            </Button>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <Button
          className={styles.secondary}
          onClick={() => endAll.mutate(undefined, { onSuccess: signedOut, onError: () => setFailed(true) })}
          pending={endAll.isPending}
          data-testid="sessions-end-all"
        >
          {t('privacy.sessions.endAll')}
        </Button>
        <span className={styles.muted}>{t('privacy.sessions.endAllHint')}</span>
      </div>
    </section>
  );
}
