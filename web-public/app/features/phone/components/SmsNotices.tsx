import type { SmsNoticeKind, SmsNoticeSettingsDto } from '@anonse/contracts/browser';
import { useEffect, useState, type FormEvent } from 'react';
import { FormError } from '#web/components/Field';
import { useTranslation } from '#web/i18n/use-translation';
import { ApiRequestError } from '#web/lib/api';
import { useApi } from '#web/lib/app-data';
import { saveSmsNotices } from '../api/phone-actions';
import { PHONE } from '../i18n';

const KINDS: readonly SmsNoticeKind[] = ['adDecided', 'verificationDecided', 'messageRequest'];

/**
 * The SMS notices the owner wants (all off until chosen). Without a verified number the boxes are shown but locked,
 * with the reason; removing the number turns them off on the server, and here too.
 */
export function SmsNotices({ initial, verified }: { initial: SmsNoticeSettingsDto; verified: boolean }) {
  const { t } = useTranslation(PHONE);
  const api = useApi();
  const [saved, setSaved] = useState(initial);
  const [choice, setChoice] = useState<Record<SmsNoticeKind, boolean>>(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (verified) return;
    const none = { adDecided: false, verificationDecided: false, messageRequest: false };
    setChoice(none);
    setSaved((s) => ({ ...s, ...none }));
  }, [verified]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    setDone(false);
    try {
      const next = await saveSmsNotices(api, choice);
      setSaved(next);
      setChoice(next);
      setDone(true);
    } catch (err) {
      setError(err instanceof ApiRequestError ? err.message : t('phone.failed'));
    } finally {
      setBusy(false);
    }
  };
  const q = saved.quietHours;

  return (
    <form method="post" onSubmit={(e) => void submit(e)} noValidate data-testid="sms-notices">
      <fieldset disabled={!verified || busy}>
        <legend>
          <h2>{t('phone.notices.title')}</h2>
        </legend>
        <p>{verified ? t('phone.notices.intro') : t('phone.notices.needNumber')}</p>
        {KINDS.map((kind) => (
          <div key={kind}>
            <label>
              <input
                type="checkbox"
                name={kind}
                checked={choice[kind]}
                onChange={(e) => setChoice((c) => ({ ...c, [kind]: e.target.checked }))}
                data-testid={`sms-notice-${kind}`}
              />{' '}
              {t(`phone.notices.${kind}`)}
            </label>
          </div>
        ))}
        <p>
          {q ? t('phone.notices.quiet', { from: q.from, to: q.to }) : null} {t('phone.notices.cap', { count: saved.perMonth })}
        </p>
        <button type="submit" data-testid="sms-notices-save">
          {t('phone.notices.save')}
        </button>
      </fieldset>
      {error && <FormError>{error}</FormError>}
      {done && (
        <p role="status" data-testid="sms-notices-saved">
          {t('phone.notices.saved')}
        </p>
      )}
    </form>
  );
}
