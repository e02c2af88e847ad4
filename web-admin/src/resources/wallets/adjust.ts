/** Pure rules of the grant / deduct dialog, the same as the API's (contracts AdjustWalletInput). Unit-tested. */
export const POINTS_MAX = 1_000_000;
export const REASON_MIN = 3;
export const REASON_MAX = 500;

export type AdjustKind = 'grant' | 'deduct';

/** The points typed, or null unless a whole number from 1 to 1,000,000 (no fractions, no exponents, no signs). */
export function parsePoints(text: string): number | null {
  const t = text.trim();
  if (!/^\d{1,7}$/.test(t)) return null;
  const n = Number(t);
  return n >= 1 && n <= POINTS_MAX ? n : null;
}

/** Length as the API counts it (code points, after trimming). */
export const reasonOk = (reason: string): boolean => {
  const length = [...reason.trim()].length;
  return length >= REASON_MIN && length <= REASON_MAX;
};

/** The URL of a grant or a deduction. */
export const adjustUrl = (apiUrl: string, accountId: string, kind: AdjustKind): string =>
  `${apiUrl}/wallets/${encodeURIComponent(accountId)}/${kind}`;

/** The first message of an API error answer, field errors first (`points`, `reason`), then the general one. */
export function apiErrorText(e: unknown): string {
  if (typeof e !== 'object' || e === null) return String(e);
  const { body, message, status } = e as {
    body?: { message?: unknown; errors?: Record<string, unknown> };
    message?: unknown;
    status?: unknown;
  };
  for (const messages of Object.values(body?.errors ?? {}))
    if (Array.isArray(messages) && typeof messages[0] === 'string') return messages[0];
  if (typeof body?.message === 'string') return body.message;
  if (typeof message === 'string' && message) return message;
  return String(status ?? '');
}
