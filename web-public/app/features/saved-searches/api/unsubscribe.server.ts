import { UnsubscribeResult } from '@anonse/contracts';
import { readJson, type ApiFetch } from '#web/lib/api';

/**
 * The e-mail link's own request: POST /api/saved-searches/unsubscribe?token=… turns that search's digest off (the
 * token proves it; no session). A forged or mangled token answers 400 with a localized message (ApiRequestError).
 */
export async function unsubscribe(api: ApiFetch, token: string): Promise<UnsubscribeResult> {
  return UnsubscribeResult.parse(
    await readJson<unknown>(await api(`/api/saved-searches/unsubscribe?${new URLSearchParams({ token })}`, { method: 'POST' })),
  );
}
