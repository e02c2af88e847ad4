import { href, VERIFICATION_PHOTO_COUNT, type Locale, type VerificationStatusDto } from '@anonse/contracts/browser';
import { useEffect, useState } from 'react';
import { useTranslation } from '#web/i18n/use-translation';
import { Link, useRevalidator } from 'react-router';
import { FormError } from '#web/components/Field';
import { ApiRequestError } from '#web/lib/api';
import { useApi, useLocale } from '#web/lib/app-data';
import auth from '#web/features/auth/components/auth.module.css';
import dashboard from '#web/features/dashboard/components/Dashboard.module.css';
import { useDiscardVerification, useSendVerification } from '../api/verification';
import { VERIFICATION } from '../i18n';
import styles from './Verification.module.css';
import { formatDateTime, formatDay, formatNumericDay } from '#web/lib/format-date';
import { island } from '#web/islands/island';

const formatDate = (iso: string, locale: Locale, time = false) =>
  time ? formatDateTime(iso, locale, 'long') : formatDay(iso, locale, 'long');

/** Today as people write it on a card (Polish time). */
const today = (locale: Locale) => formatNumericDay(new Date(), locale);

const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,image/gif,image/tiff';

/** A local preview of a chosen file (never uploaded anywhere but the verification route). */
function usePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

function PhotoSlot({
  label,
  uploaded,
  file,
  onChange,
  testId,
}: {
  label: string;
  uploaded: boolean;
  file: File | null;
  onChange: (f: File | null) => void;
  testId: string;
}) {
  const { t } = useTranslation(VERIFICATION);
  const preview = usePreview(file);
  return (
    <div className={styles.slot} data-testid={testId}>
      <strong>{label}</strong>
      {uploaded ? (
        <span className={`${dashboard.badge} ${dashboard.ok}`}>{t('photoSent')}</span>
      ) : (
        <>
          <label>
            <span className={dashboard.hint}>{t('choose')}</span>
            <input type="file" accept={ACCEPT} onChange={(e) => onChange(e.target.files?.[0] ?? null)} data-testid={`${testId}-input`} />
          </label>
          {preview && <img src={preview} alt="" className={styles.preview} />}
        </>
      )}
    </div>
  );
}

function StatusText({ status }: { status: VerificationStatusDto }) {
  const { t } = useTranslation(VERIFICATION);
  const locale = useLocale();
  const text = (() => {
    switch (status.state) {
      case 'draft':
        return t('state.draft', { count: status.photoCount, total: status.requiredPhotos });
      case 'pending':
        return t('state.pending', { date: status.submittedAt ? formatDate(status.submittedAt, locale, true) : '—' });
      case 'verified':
        return t('state.verified', { date: status.verifiedAt ? formatDate(status.verifiedAt, locale) : '—' });
      case 'rejected':
        return t('state.rejected', { date: status.rejectedAt ? formatDate(status.rejectedAt, locale) : '—' });
      case 'revoked':
        return t('state.revoked', { date: status.revokedAt ? formatDate(status.revokedAt, locale) : '—' });
      default:
        return t('state.none');
    }
  })();
  return (
    <div data-testid="verification-status" data-state={status.state}>
      <p>
        {text} {status.state === 'verified' && <span className={`${dashboard.badge} ${dashboard.ok}`}>{t('badge')}</span>}
      </p>
      {status.reason && (status.state === 'rejected' || status.state === 'revoked') && (
        <p className={dashboard.reason} data-testid="verification-reason">
          {t('reason', { reason: status.reason })}
        </p>
      )}
      {status.state === 'rejected' && (
        <p className={dashboard.hint}>
          {status.retryAfter ? t('retryAfter', { date: formatDate(status.retryAfter, locale, true) }) : t('retryNow')}
        </p>
      )}
    </div>
  );
}

/** The owner's form: the photos still missing, then one click sends them (uploaded in order: the card first). */
function SendPhotos({ status }: { status: VerificationStatusDto }) {
  const { t } = useTranslation(VERIFICATION);
  const api = useApi();
  const revalidator = useRevalidator();
  const send = useSendVerification(api);
  const discard = useDiscardVerification(api);
  const [files, setFiles] = useState<(File | null)[]>([null, null]);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const missing = Array.from({ length: VERIFICATION_PHOTO_COUNT }, (_, i) => i).filter((i) => i >= status.photoCount);
  const busy = send.isPending || discard.isPending;

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    setNotice(null);
    setFailure(null);
    const chosen = missing.map((i) => files[i]);
    if (chosen.some((f) => !f)) return setFailure(t('needBoth'));
    try {
      await send.mutateAsync(chosen as File[]);
      setNotice(t('sent'));
    } catch (err) {
      setFailure(err instanceof ApiRequestError ? err.message : t('failed'));
    }
    await revalidator.revalidate();
  };

  const onDiscard = async () => {
    setNotice(null);
    setFailure(null);
    try {
      await discard.mutateAsync();
      setFiles([null, null]);
      setNotice(t('discarded'));
    } catch (err) {
      setFailure(err instanceof ApiRequestError ? err.message : t('failed'));
    }
    await revalidator.revalidate();
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} className={auth.form} data-testid="verification-form" noValidate>
      {notice && <p role="status">{notice}</p>}
      {failure && <FormError>{failure}</FormError>}
      <div className={styles.photos}>
        {[t('photo1'), t('photo2')].map((label, i) => (
          <PhotoSlot
            key={i}
            label={label}
            uploaded={i < status.photoCount}
            file={files[i] ?? null}
            onChange={(f) => setFiles((old) => old.map((x, j) => (j === i ? f : x)))}
            testId={`verification-photo-${i + 1}`}
          />
        ))}
      </div>
      <p className={dashboard.hint}>{t('formats')}</p>
      <div className={styles.actions}>
        <button type="submit" className={auth.submit} disabled={busy} data-testid="verification-submit">
          {send.isPending ? t('uploading') : t('submit')}
        </button>
        {status.state === 'draft' && (
          <button
            type="button"
            className={styles.secondary}
            disabled={busy}
            onClick={() => void onDiscard()}
            data-testid="verification-discard"
          >
            {t('discard')}
          </button>
        )}
      </div>
    </form>
  );
}

/** `/weryfikacja/`: how verification works, and for a signed-in user where theirs stands and the 2 photos. */
export function Verification({ status, login }: { status: VerificationStatusDto | null; login: string | null }) {
  const { t } = useTranslation(VERIFICATION);
  const locale = useLocale();
  const canSend = !!status && (status.canUpload || (status.state === 'draft' && status.photoCount === status.requiredPhotos));
  return (
    <div className={styles.page} data-testid="verification-page">
      <section className={dashboard.section}>
        <div className={dashboard.sectionHead}>
          <h1>{t('title')}</h1>
        </div>
        <p>{t('intro')}</p>
        <h2>{t('howTitle')}</h2>
        <ol className={styles.steps}>
          <li>{login ? t('step1', { login, date: today(locale) }) : t('step1Guest')}</li>
          <li>{t('step2')}</li>
          <li>{t('step3')}</li>
        </ol>
        <h2>{t('privacyTitle')}</h2>
        <p className={dashboard.hint}>{t('privacy')}</p>
      </section>
      {!status ? (
        <section className={dashboard.section} data-testid="verification-guest">
          <p>{t('guest')}</p>
          <div className={styles.actions}>
            <Link to={href('login', locale)} className={auth.submit}>
              {t('login')}
            </Link>
            <Link to={href('register', locale)}>{t('register')}</Link>
          </div>
        </section>
      ) : (
        <section className={dashboard.section} aria-labelledby="verification-status-heading">
          <div className={dashboard.sectionHead}>
            <h2 id="verification-status-heading">{t('statusTitle')}</h2>
          </div>
          <StatusText status={status} />
          {canSend && <SendPhotos status={status} />}
        </section>
      )}
    </div>
  );
}

/** The page's form on a page without the application (docs/architecture.md § Islands). */
export const VerificationIsland = island('verification', Verification, 'page');
