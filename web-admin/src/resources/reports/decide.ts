import { ADMIN_API_URL } from '#admin/api/http';

export type ReportAction = 'hide-ad' | 'hide-forum-post' | 'hide-video' | 'resolve';

/** The URL and body of one decision on a report (pure, so the buttons stay thin). */
export function reportDecision(
  id: string,
  action: ReportAction,
  body: { outcome?: 'dismissed' | 'actioned'; note?: string },
): { url: string; body: string } {
  const note = body.note?.trim();
  // Hiding a clip takes no words: it is one click, and the clip's owner is not sent a reason.
  const payload =
    action === 'hide-video' ? {} : action === 'resolve' ? { outcome: body.outcome, ...(note ? { note } : {}) } : note ? { note } : {};
  return { url: `${ADMIN_API_URL}/reports/${encodeURIComponent(id)}/${action}`, body: JSON.stringify(payload) };
}
