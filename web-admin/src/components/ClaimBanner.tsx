import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import LockIcon from '@mui/icons-material/Lock';
import { useLocaleState, useTranslate } from 'react-admin';
import type { ClaimDto, ClaimItemType } from '@anonse/contracts';
import { httpClient } from '../api/client';
import { ADMIN_API_URL } from '../api/http';
import { canModerate, useRole } from '../auth/permissions';

export interface ClaimBannerProps {
  /** What is open: an ad, a verification attempt or a report. */
  itemType: ClaimItemType;
  itemId: string;
  /** How often the claim is renewed (and others' claims re-read) while the page stays open; default 60 s. */
  renewMs?: number;
}

const json = new Headers({ 'Content-Type': 'application/json', Accept: 'application/json' });

/**
 * "Two moderators, one item": on mount a moderator claims the item (POST /api/admin/claims), renews it while the
 * page stays open, and releases it on leaving; another moderator (or an auditor, who never claims) sees "Open by X".
 * Advisory only: the decision routes still refuse stale changes. Texts: `resources.notes.claim.*`.
 */
export const ClaimBanner = ({ itemType, itemId, renewMs = 60_000 }: ClaimBannerProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const role = useRole();
  const [holder, setHolder] = useState<ClaimDto | null>(null);
  const held = useRef(false);
  const moderator = canModerate(role);

  useEffect(() => {
    if (role === undefined) return;
    let stopped = false;
    const body = JSON.stringify({ itemType, itemId });
    const tick = async () => {
      try {
        if (moderator) {
          const { json: claim } = await httpClient(`${ADMIN_API_URL}/claims`, { method: 'POST', body, headers: json });
          held.current = true;
          if (!stopped) setHolder(claim as ClaimDto);
        } else {
          const filter = encodeURIComponent(body);
          const { json: rows } = await httpClient(`${ADMIN_API_URL}/claims?filter=${filter}`);
          if (!stopped) setHolder((rows as ClaimDto[])[0] ?? null);
        }
      } catch (e) {
        const { status, body: answer } = (e ?? {}) as { status?: number; body?: { current?: ClaimDto } };
        if (status === 409 && answer?.current && !stopped) setHolder(answer.current);
      }
    };
    void tick();
    const timer = setInterval(() => void tick(), renewMs);
    return () => {
      stopped = true;
      clearInterval(timer);
      if (held.current) void httpClient(`${ADMIN_API_URL}/claims`, { method: 'DELETE', body, headers: json }).catch(() => undefined);
      held.current = false;
    };
  }, [itemType, itemId, renewMs, moderator, role]);

  if (!holder || holder.mine) return null;
  const until = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'pl-PL', { timeStyle: 'short' }).format(new Date(holder.until));
  return (
    <Alert severity="warning" icon={<LockIcon />} role="status" data-testid="claim-banner">
      {translate('resources.notes.claim.open_by', { login: holder.claimedBy, until })}
    </Alert>
  );
};
