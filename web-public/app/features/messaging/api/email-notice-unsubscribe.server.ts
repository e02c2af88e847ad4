import { EmailNoticeUnsubscribeResult } from '@anonse/contracts';
import { readJson, type ApiFetch } from '#web/lib/api';

/**
 * The e-mail link's own request: POST /api/account/message-settings/unsubscribe?token=… turns the person's message
 * notices off (the token proves it; no session). A forged or mangled token answers 400 with a localized message.
 */
export async function unsubscribeEmailNotices(api: ApiFetch, token: string): Promise<EmailNoticeUnsubscribeResult> {
  return EmailNoticeUnsubscribeResult.parse(
    await readJson<unknown>(await api(`/api/account/message-settings/unsubscribe?${new URLSearchParams({ token })}`, { method: 'POST' })),
  );
}
