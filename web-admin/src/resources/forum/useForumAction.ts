import { useState } from 'react';
import { useNotify } from 'react-admin';
import { failureText, forumAction } from './api';

/** Runs one staff action, says how it went, and reloads what it changed. */
export function useForumAction(reload: () => void): {
  busy: boolean;
  act: (path: string, body?: unknown, method?: 'POST' | 'DELETE') => Promise<boolean>;
} {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const act = async (path: string, body?: unknown, method: 'POST' | 'DELETE' = 'POST') => {
    setBusy(true);
    try {
      await forumAction(path, body, method);
      notify('resources.forum.actions.done', { type: 'success' });
      return true;
    } catch (error) {
      notify('resources.forum.actions.failed', { type: 'error', messageArgs: { error: failureText(error) } });
      return false;
    } finally {
      setBusy(false);
      reload();
    }
  };
  return { busy, act };
}
