import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { AdminDataProvider } from '#admin/api/dataProvider';
import type { ModerationAction } from '#admin/api/http';
import type { AdRecord } from './types';

const errorInfo = (e: unknown): { status?: number; message: string } => {
  if (typeof e !== 'object' || e === null) return { message: String(e) };
  const { status, body, message } = e as { status?: number; body?: { message?: unknown }; message?: unknown };
  const text = typeof body?.message === 'string' ? body.message : typeof message === 'string' ? message : '';
  return { status, message: text };
};

/**
 * Approve / reject one ad, pessimistically: the UI waits for the server, then notifies and refreshes.
 * Sends the revision the moderator saw (If-Match); a stale one (409) is reported, never retried blindly.
 */
export const useModerate = (resource = 'ads') => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [pending, setPending] = useState<ModerationAction | null>(null);

  const run = async (action: ModerationAction, record: AdRecord, reason?: string): Promise<boolean> => {
    setPending(action);
    try {
      let revision = record.revision;
      if (typeof revision !== 'number') revision = (await dataProvider.getOne<AdRecord>(resource, { id: record.id })).data.revision;
      await dataProvider[action](resource, { id: record.id, revision, reason });
      notify(action === 'approve' ? 'resources.ads.moderation.approved' : 'resources.ads.moderation.rejected', { type: 'success' });
      refresh();
      return true;
    } catch (e) {
      const { status, message } = errorInfo(e);
      if (status === 409 || status === 412) {
        notify('resources.ads.moderation.stale', { type: 'warning', autoHideDuration: 10_000 });
        refresh();
      } else if (status === 404) {
        notify('resources.ads.moderation.not_found', { type: 'warning' });
        refresh();
      } else if (status === 403) {
        // A staff member whose role does not decide (authProvider keeps them in the console).
        notify('resources.ads.moderation.forbidden', { type: 'warning' });
      } else if (status !== 401) {
        notify('resources.ads.moderation.failed', { type: 'error', messageArgs: { error: message || status || '' } });
      }
      return false;
    } finally {
      setPending(null);
    }
  };

  return { run, pending };
};
