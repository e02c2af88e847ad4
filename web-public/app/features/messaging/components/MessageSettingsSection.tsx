import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '#web/i18n/use-translation';
import { Button } from '#web/components/Button';
import { useApi } from '#web/lib/app-data';
import { saveMessageSettings } from '../api/message-settings';
import { INCOMING_MESSAGES, type MessageSettingsDto } from '../lib/dto';
import { MESSAGING } from '../i18n';
import styles from '#web/features/privacy/components/Privacy.module.css';
import own from './Messaging.module.css';

/**
 * "Who can message me", read receipts, and the e-mail notice while away. `settings` is null when they could not be read: the section then says so
 * instead of offering a form that would overwrite them with defaults.
 */
export function MessageSettingsSection({ settings }: { settings: MessageSettingsDto | null }) {
  const { t } = useTranslation(MESSAGING);
  const api = useApi();
  const [incoming, setIncoming] = useState(settings?.incoming ?? 'everyone');
  const [receipts, setReceipts] = useState(settings?.shareReadReceipts ?? false);
  const [emailWhenAway, setEmailWhenAway] = useState(settings?.emailWhenAway ?? true);
  const [state, setState] = useState<'idle' | 'pending' | 'saved' | { error: string }>('idle');
  const headingId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setState('pending');
    try {
      const saved = await saveMessageSettings(api, { incoming, shareReadReceipts: receipts, emailWhenAway });
      setIncoming(saved.incoming);
      setReceipts(saved.shareReadReceipts);
      setEmailWhenAway(saved.emailWhenAway);
      setState('saved');
    } catch (e) {
      setState({ error: e instanceof Error && e.message ? e.message : t('messaging.settings.failed') });
    }
  };

  return (
    <section className={styles.section} aria-labelledby={headingId} data-testid="message-settings">
      <h2 id={headingId}>{t('messaging.settings.title')}</h2>
      <p className={styles.muted}>{t('messaging.settings.intro')}</p>
      {settings === null ? (
        <p role="alert" className={styles.error}>
          {t('messaging.loadFailed')}
        </p>
      ) : (
        <form onSubmit={(e) => void submit(e)} className={own.field}>
          <fieldset className={own.reasons}>
            <legend>{t('messaging.settings.incoming')}</legend>
            {INCOMING_MESSAGES.map((value) => (
              <label key={value} className={own.reason}>
                <input
                  type="radio"
                  name="incoming"
                  value={value}
                  checked={incoming === value}
                  onChange={() => {
                    setIncoming(value);
                    setState('idle');
                  }}
                  data-testid={`message-settings-${value}`}
                />
                {t(`messaging.settings.${value}`)}
              </label>
            ))}
          </fieldset>
          <label className={own.reason}>
            <input
              type="checkbox"
              checked={receipts}
              onChange={(e) => {
                setReceipts(e.target.checked);
                setState('idle');
              }}
              data-testid="message-settings-receipts"
            />
            {t('messaging.settings.readReceipts')}
          </label>
          <label className={own.reason}>
            <input
              type="checkbox"
              checked={emailWhenAway}
              onChange={(e) => {
                setEmailWhenAway(e.target.checked);
                setState('idle');
              }}
              data-testid="message-settings-email"
            />
            {t('messaging.settings.emailWhenAway')}
          </label>
          <div className={styles.actions}>
            <Button type="submit" className={own.primary} pending={state === 'pending'} data-testid="message-settings-save">
              {state === 'pending' ? t('messaging.settings.saving') : t('messaging.settings.save')}
            </Button>
            {state === 'saved' && (
              <span role="status" className={own.done} data-testid="message-settings-saved">
                {t('messaging.settings.saved')}
              </span>
            )}
            {typeof state === 'object' && (
              <span role="alert" className={styles.error}>
                {state.error}
              </span>
            )}
          </div>
        </form>
      )}
    </section>
  );
}
