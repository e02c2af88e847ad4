import { SmsSendError, type OutgoingSms, type SmsDeliveryStatus, type SmsProvider } from './sms-provider';

export interface SmsApiOptions {
  /** `https://api.smsapi.pl` in production; a local fake in tests. */
  baseUrl: string;
  token: string;
  /** A sender name registered with SMSAPI (up to 11 characters). */
  from: string;
  /** Where SMSAPI reports delivery: our callback with its secret path. */
  notifyUrl: string | null;
  timeoutMs: number;
}

/** SMSAPI's error codes after which sending again cannot help: bad numbers, bad sender, bad token. */
const PERMANENT_ERRORS = new Set([11, 13, 14, 101, 102, 103, 105]);
/** `check_idx` found our idx already sent: the earlier try went through, so this one counts as sent. */
const DUPLICATE_IDX = 53;

interface SmsApiAnswer {
  count?: number;
  list?: { id: string; status?: string }[];
  error?: number;
  message?: string;
}

/**
 * SMSAPI.pl's REST API (`POST /sms.do`, form-encoded, `Authorization: Bearer`, `format=json`). Our outbox id goes as
 * `idx` with `check_idx=1`, so a retry after a lost answer is refused by the gateway instead of sent twice.
 */
export class SmsApiProvider implements SmsProvider {
  readonly name = 'smsapi' as const;
  constructor(private readonly options: SmsApiOptions) {}

  async send(sms: OutgoingSms): Promise<{ providerId: string }> {
    const { baseUrl, token, from, notifyUrl, timeoutMs } = this.options;
    const body = new URLSearchParams({
      to: sms.to.replace(/^\+/, ''),
      message: sms.text,
      from,
      format: 'json',
      encoding: 'utf-8',
      idx: sms.id,
      check_idx: '1',
      ...(notifyUrl ? { notify_url: notifyUrl } : {}),
    });
    let response: Response;
    try {
      response = await fetch(new URL('/sms.do', baseUrl), {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/x-www-form-urlencoded' },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new SmsSendError(`SMSAPI unreachable: ${String(error)}`, false);
    }
    if (response.status >= 500) throw new SmsSendError(`SMSAPI answered ${response.status}`, false);
    const answer = (await response.json().catch(() => ({}))) as SmsApiAnswer;
    if (answer.error !== undefined) {
      if (answer.error === DUPLICATE_IDX) return { providerId: `idx-${sms.id}` };
      throw new SmsSendError(`SMSAPI error ${answer.error}: ${answer.message ?? ''}`, PERMANENT_ERRORS.has(answer.error));
    }
    const sent = answer.list?.[0];
    if (!response.ok || !sent?.id) throw new SmsSendError(`SMSAPI answered ${response.status} without a message id`, false);
    return { providerId: sent.id };
  }
}

/** SMSAPI's report codes: 404 DELIVERED; these mean it never arrived. The rest (sent, queued…) are not final. */
const UNDELIVERED = new Set(['402', '405', '406', '407']);

/** One report of SMSAPI's callback: our `idx` and what became of it. */
export interface SmsApiReport {
  idx: string;
  providerId: string;
  status: SmsDeliveryStatus;
  at: Date | null;
}

/**
 * SMSAPI calls `notify_url` with GET parameters `MsgId`, `status`, `idx`, `donedate` (Unix seconds), each possibly a
 * comma-separated list of several reports at once. Reports that are not final are left out.
 */
export function parseSmsApiReports(query: Record<string, unknown>): SmsApiReport[] {
  const list = (key: string): string[] => (typeof query[key] === 'string' ? (query[key] as string).split(',') : []);
  const ids = list('MsgId');
  const statuses = list('status');
  const idxs = list('idx');
  const done = list('donedate');
  const reports: SmsApiReport[] = [];
  ids.forEach((providerId, i) => {
    const code = statuses[i] ?? '';
    const status: SmsDeliveryStatus | null = code === '404' ? 'delivered' : UNDELIVERED.has(code) ? 'undelivered' : null;
    const idx = idxs[i];
    if (!status || !idx) return;
    const seconds = Number(done[i]);
    reports.push({ idx, providerId, status, at: Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : null });
  });
  return reports;
}
