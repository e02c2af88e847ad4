import { ADMIN_API_URL } from '#admin/api/http';

export type ReportAction = 'hide-ad' | 'resolve';

/** The URL and body of one decision on a report (pure, so the buttons stay thin). */
export function reportDecision(
  id: string,
  action: ReportAction,
  body: { outcome?: 'dismissed' | 'actioned'; note?: string },
): { url: string; body: string } {
  const note = body.note?.trim();
  const payload = action === 'hide-ad' ? (note ? { note } : {}) : { outcome: body.outcome, ...(note ? { note } : {}) };
  return { url: `${ADMIN_API_URL}/reports/${encodeURIComponent(id)}/${action}`, body: JSON.stringify(payload) };
}
