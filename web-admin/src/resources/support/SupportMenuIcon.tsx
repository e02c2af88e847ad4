import { useEffect, useState } from 'react';
import Badge from '@mui/material/Badge';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { SupportInboxCounts } from '@anonse/contracts';
// ra-core, not react-admin: the resource index (and with it this icon) loads eagerly, even in unit tests.
import { useTranslate } from 'ra-core';
import { httpClient } from '#admin/api/client';
import { ADMIN_API_URL } from '#admin/api/http';

const REFRESH_MS = 60_000;

/** The inbox's counts, looked at again every minute (null until the first answer, or when it fails). */
export function useSupportCounts(): SupportInboxCounts | null {
  const [counts, setCounts] = useState<SupportInboxCounts | null>(null);
  useEffect(() => {
    let live = true;
    const load = () =>
      // The badge counts the whole inbox: contact messages and chats.
      Promise.all([httpClient(`${ADMIN_API_URL}/support/counts`), httpClient(`${ADMIN_API_URL}/support-chats/counts`)])
        .then(([messages, chats]) => {
          const a = SupportInboxCounts.parse(messages.json);
          const b = SupportInboxCounts.parse(chats.json);
          if (live) setCounts({ open: a.open + b.open, unanswered: a.unanswered + b.unanswered });
        })
        .catch(() => live && setCounts(null));
    void load();
    const timer = setInterval(() => void load(), REFRESH_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, []);
  return counts;
}

/** The menu's icon of the inbox, with the number of open messages as its badge. */
export const SupportMenuIcon = () => {
  const counts = useSupportCounts();
  const translate = useTranslate();
  const open = counts?.open ?? 0;
  return (
    <Badge
      badgeContent={open}
      color="error"
      max={99}
      invisible={!open}
      data-testid="support-badge"
      aria-label={open ? translate('resources.support.counts_label', { open }) : undefined}
    >
      <SupportAgentIcon />
    </Badge>
  );
};
