import type { NotificationDto, RealtimeEndpoint } from '@anonse/contracts/browser';

/** docs/product.md § 9: the menu lists at most 9 notices. */
export const BELL_MAX_ITEMS = 9;

/** The notices the menu shows: the newest ones, at most nine. */
export const bellItems = (notifications: readonly NotificationDto[]): NotificationDto[] => notifications.slice(0, BELL_MAX_ITEMS);

/** The badge's text: nothing at zero, the count, and `99+` beyond two digits (the label says the exact count). */
export function badgeText(unread: number): string | null {
  if (!Number.isFinite(unread) || unread <= 0) return null;
  return unread > 99 ? '99+' : String(Math.floor(unread));
}

/**
 * Where a click leads: the link inside `data` (docs/product.md § 3), else the notice's own `link`; only a path of this site
 * (one leading slash, no scheme, no `//host`), so a notice can never send anyone elsewhere.
 */
export function noticeTarget(notice: Pick<NotificationDto, 'data' | 'link'>): string | null {
  let link = notice.link;
  try {
    // Checked by hand, not with the NotificationData schema: this module is in every page's shell, zod is not.
    const parsed: unknown = JSON.parse(notice.data);
    if (parsed && typeof parsed === 'object' && typeof (parsed as { link?: unknown }).link === 'string')
      link = (parsed as { link: string }).link;
  } catch {
    /* not JSON: keep the plain field */
  }
  return isLocalPath(link) ? link : null;
}

export const isLocalPath = (link: string): boolean => /^\/(?![/\\])/.test(link) && !/[\u0000-\u001f\u007f]/.test(link);

/** The URL socket.io connects to: this origin (undefined), or the same host on the live channel's own port. */
export function socketUrl(endpoint: RealtimeEndpoint, location: Pick<Location, 'protocol' | 'hostname'>): string | undefined {
  if (endpoint.port === null) return undefined;
  const host = location.hostname.includes(':') && !location.hostname.startsWith('[') ? `[${location.hostname}]` : location.hostname;
  return `${location.protocol}//${host}:${endpoint.port}`;
}
