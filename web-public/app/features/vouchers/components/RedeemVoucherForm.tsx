import { type RedeemVoucherInput, type VoucherRedemptionResult } from '@anonse/contracts/browser';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '#web/i18n/use-translation';
import { useRevalidator } from 'react-router';
import { FormError, TextField } from '#web/components/Field';
import { useContractResolver, setApiErrors } from '#web/components/form';
import { useApi, useLocale } from '#web/lib/app-data';
import { useRedeemVoucher } from '../api/redeem-voucher';
import { VOUCHERS } from '../i18n';
import styles from './Vouchers.module.css';
import { formatNumber } from '#web/lib/format-date';

const FIELDS = ['code'] as const;

/**
 * The code form: checked in the browser with the API's own schema (shape only), then sent. The API's refusal
 * (not valid, used, expired, revoked, too many attempts) is shown under the field in the page's language.
 */
export function RedeemVoucherForm({ balance }: { balance: number | null }) {
  const { t, i18n } = useTranslation(VOUCHERS);
  const locale = useLocale();
  const redeem = useRedeemVoucher(useApi());
  const revalidator = useRevalidator();
  const [done, setDone] = useState<VoucherRedemptionResult | null>(null);
  const { register, handleSubmit, setError, reset, formState } = useForm<{ code: string }, unknown, RedeemVoucherInput>({
    resolver: useContractResolver(() => import('@anonse/contracts').then((m) => m.RedeemVoucherInput), locale, {
      required: FIELDS,
      requiredMessage: t('vouchers.required'),
    }),
    reValidateMode: 'onSubmit',
  });
  const number = (n: number) => formatNumber(n, i18n.language === 'en' ? 'en' : 'pl');

  const submit = async ({ code }: RedeemVoucherInput) => {
    setDone(null);
    try {
      setDone(await redeem.mutateAsync(code));
      reset({ code: '' });
      void revalidator.revalidate();
    } catch (err) {
      // Not valid, used, expired or revoked come as the field's errors; too many attempts (429) above the form.
      setApiErrors(err, setError, FIELDS, t('vouchers.failed'));
    }
  };

  const shown = done?.balance ?? balance;
  return (
    <>
      {shown !== null && (
        <p className={styles.balance} data-testid="voucher-balance">
          {t('vouchers.balance', { balance: number(shown) })}
        </p>
      )}
      {done && (
        <div className={styles.success} role="status" data-testid="voucher-success">
          <p>
            <strong>{t('vouchers.success', { points: number(done.points) })}</strong>
          </p>
          <p>{t('vouchers.newBalance', { balance: number(done.balance) })}</p>
          <p>{t('vouchers.another')}</p>
        </div>
      )}
      <form
        method="post"
        className={styles.form}
        onSubmit={(e) => void handleSubmit(submit)(e)}
        noValidate
        data-testid="voucher-form"
        aria-busy={redeem.isPending}
      >
        {formState.errors.root?.server && <FormError>{formState.errors.root.server.message}</FormError>}
        <TextField
          className={styles.code}
          label={t('vouchers.code')}
          hint={t('vouchers.codeHint')}
          placeholder={t('vouchers.placeholder')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={100}
          required
          {...register('code')}
          error={formState.errors.code?.message}
          data-testid="voucher-code"
        />
        <button type="submit" className={styles.submit} disabled={redeem.isPending} data-testid="voucher-submit">
          {redeem.isPending ? t('vouchers.pending') : t('vouchers.submit')}
        </button>
      </form>
    </>
  );
}
