import { ADMIN_API_URL } from '#admin/api/http';

export type ReportAction = 'hide-ad' | 'hide-forum-post' | 'resolve';

/** The URL and body of one decision on a report (pure, so the buttons stay thin). */
export function reportDecision(
  id: string,
  action: ReportAction,
  body: { outcome?: 'dismissed' | 'actioned'; note?: string },
): { url: string; body: string } {
  const note = body.note?.trim();
  const payload = action === 'resolve' ? { outcome: body.outcome, ...(note ? { note } : {}) } : note ? { note } : {};
  return { url: `${ADMIN_API_URL}/reports/${encodeURIComponent(id)}/${action}`, body: JSON.stringify(payload) };
}
