import type { PhoneStatusDto } from '@anonse/contracts/browser';
import { useEffect, useState, type FormEvent } from 'react';
import { FormError, TextField } from '#web/components/Field';
import { useTranslation } from '#web/i18n/use-translation';
import { ApiRequestError } from '#web/lib/api';
import { useApi, useLocale } from '#web/lib/app-data';
import { formatDateTime } from '#web/lib/format-date';
import { confirmPhoneCode, removePhone, sendPhoneCode } from '../api/phone-actions';
import { PHONE } from '../i18n';

/** Seconds until `at`, ticking every second while it is in the future (the resend countdown). */
function useSecondsUntil(at: string | null): number {
  const left = () => (at ? Math.max(0, Math.ceil((Date.parse(at) - Date.now()) / 1000)) : 0);
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    setSeconds(left());
    if (!at) return;
    const timer = setInterval(() => setSeconds(left()), 1000);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `left` reads only `at`
  }, [at]);
  return seconds;
}

/**
 * Number → code → verified. Refusals come from the API in the page's language, under their field; a 429 or a wrong
 * code carries the status (`current`), so the countdown and the tries left follow the server's word.
 */
export function PhoneVerification({ initial, onStatus }: { initial: PhoneStatusDto; onStatus?: (status: PhoneStatusDto) => void }) {
  const { t } = useTranslation(PHONE);
  const locale = useLocale();
  const api = useApi();
  const [status, setStatus] = useState(initial);
  const [number, setNumber] = useState(initial.pendingNumber ?? '');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ number?: string; code?: string; root?: string }>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const wait = useSecondsUntil(status.resendAt);

  const run = async (action: () => Promise<PhoneStatusDto>, field: 'number' | 'code') => {
    setBusy(true);
    setErrors({});
    try {
      const next = await action();
      setStatus(next);
      onStatus?.(next);
      setDone(field === 'code' && next.state === 'verified');
      if (field === 'code') setCode('');
    } catch (err) {
      if (err instanceof ApiRequestError) {
        const current = (err.body as { current?: PhoneStatusDto } | null)?.current;
        if (current) setStatus(current);
        setErrors({ [field]: err.fieldErrors[field]?.join(' ') ?? err.message });
      } else setErrors({ root: t('phone.failed') });
    } finally {
      setBusy(false);
    }
  };
  const submit = (e: FormEvent, action: () => Promise<PhoneStatusDto>, field: 'number' | 'code') => {
    e.preventDefault();
    void run(action, field);
  };
  const time = (iso: string) => formatDateTime(iso, locale, 'short');

  return (
    <div data-testid="phone">
      {errors.root && <FormError>{errors.root}</FormError>}
      {done && (
        <p role="status" data-testid="phone-done">
          <strong>{t('phone.done')}</strong>
        </p>
      )}
      <p data-testid="phone-state">{status.verifiedNumber ? t('phone.verified', { number: status.verifiedNumber }) : t('phone.none')}</p>
      <form
        method="post"
        onSubmit={(e) => submit(e, () => sendPhoneCode(api, number), 'number')}
        noValidate
        data-testid="phone-number-form"
      >
        <TextField
          label={t('phone.number')}
          hint={t('phone.numberHint')}
          type="tel"
          autoComplete="tel"
          maxLength={32}
          value={number}
          onChange={(e) => setNumber(e.target.value)}
          error={errors.number}
          data-testid="phone-number"
        />
        <button type="submit" disabled={busy || wait > 0} data-testid="phone-send">
          {busy ? t('phone.sending') : t('phone.send')}
        </button>
        {status.resendAt && wait > 0 && (
          <p aria-live="polite" data-testid="phone-countdown">
            {wait <= 600 ? t('phone.resendIn', { seconds: wait }) : t('phone.resendAt', { time: time(status.resendAt) })}
          </p>
        )}
      </form>
      {status.state === 'pending' && status.pendingNumber && status.codeExpiresAt && (
        <form method="post" onSubmit={(e) => submit(e, () => confirmPhoneCode(api, code), 'code')} noValidate data-testid="phone-code-form">
          <p>{t('phone.sentTo', { number: status.pendingNumber, time: time(status.codeExpiresAt) })}</p>
          <TextField
            label={t('phone.code')}
            hint={t('phone.checksLeft', { count: status.checksLeft })}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            error={errors.code}
            data-testid="phone-code"
          />
          <button type="submit" disabled={busy} data-testid="phone-confirm">
            {t('phone.confirm')}
          </button>
        </form>
      )}
      {/* The code's last wrong try locks it and the code form goes: its error must still be read. */}
      {errors.code && status.state !== 'pending' && <FormError>{errors.code}</FormError>}
      {status.state === 'verified' && (
        <button type="button" disabled={busy} onClick={() => void run(() => removePhone(api), 'number')} data-testid="phone-remove">
          {t('phone.remove')}
        </button>
      )}
    </div>
  );
}
