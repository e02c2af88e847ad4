import type { AppConfig } from '#api/platform/config/config';
import type { KeyedHash } from '#api/platform/infra/secret-key';
import { SandboxSmsProvider } from './sandbox-sms-provider';
import { SmsApiProvider } from './smsapi-provider';
import type { SmsProvider } from './sms-provider';

/** The secret path segment of SMSAPI's delivery reports: SMSAPI_REPORT_SECRET, or derived from SECRET_KEY. */
export const smsReportSecret = (config: AppConfig, keyedHash: Pick<KeyedHash, 'hex'>): string =>
  config.phone.smsapi?.reportSecret ?? keyedHash.hex('smsapi-report-path', 'v1').slice(0, 40);

/**
 * SMSAPI when its token is set; otherwise the sandbox, except in production, where there is no provider at all
 * (null: sending a code answers 503) rather than codes nobody receives.
 */
export function smsProviderFor(config: AppConfig, keyedHash: Pick<KeyedHash, 'hex'>): SmsProvider | null {
  const smsapi = config.phone.smsapi;
  if (smsapi) {
    const origin = config.publicOrigin;
    return new SmsApiProvider({
      baseUrl: smsapi.url,
      token: smsapi.token,
      from: smsapi.from,
      notifyUrl: origin ? new URL(`/api/sms/smsapi/reports/${smsReportSecret(config, keyedHash)}`, origin).toString() : null,
      timeoutMs: 10_000,
    });
  }
  return config.production ? null : new SandboxSmsProvider();
}
