import { assertNever, DEFAULT_LOCALE, type AccountEvent, type Locale } from '@anonse/contracts';

export type LinkKind = 'confirmation' | 'change' | 'reset';

/** One e-mailed link: `pending` until used, `used` once, `void` when something later made it pointless. */
export interface MailLink {
  kind: LinkKind;
  requestId: string;
  tokenHash: string;
  /** The address the link was sent to. */
  email: string;
  expiresAt: string;
  status: 'pending' | 'used' | 'void';
}

/** The e-mail side of one account stream (the decider folds the same `account-{id}` events as the account's). */
export type EmailState =
  { status: 'none' } | { status: 'registered'; accountId: string; email: string; confirmed: boolean; locale: Locale; links: MailLink[] };

export const initialEmailState = (): EmailState => ({ status: 'none' });

const voided = (links: MailLink[], which: (l: MailLink) => boolean): MailLink[] =>
  links.map((l) => (l.status === 'pending' && which(l) ? { ...l, status: 'void' } : l));
const used = (links: MailLink[], requestId: string): MailLink[] =>
  links.map((l) => (l.requestId === requestId ? { ...l, status: 'used' } : l));

export function evolveEmail(state: EmailState, event: AccountEvent): EmailState {
  if (event.type === 'AccountRegistered') {
    const d = event.data;
    return { status: 'registered', accountId: d.accountId, email: d.email, confirmed: false, locale: DEFAULT_LOCALE, links: [] };
  }
  if (state.status !== 'registered') return state;
  switch (event.type) {
    case 'EmailConfirmationRequested': {
      const d = event.data;
      return {
        ...state,
        links: [
          ...state.links,
          {
            kind: 'confirmation',
            requestId: d.requestId,
            tokenHash: d.tokenHash,
            email: d.email,
            expiresAt: d.expiresAt,
            status: 'pending',
          },
        ],
      };
    }
    case 'EmailConfirmed':
      // One click confirms the address: the other confirmation links have nothing left to do.
      return { ...state, confirmed: true, links: voided(used(state.links, event.data.requestId), (l) => l.kind === 'confirmation') };
    case 'EmailChangeRequested': {
      const d = event.data;
      // Only the latest new address can be confirmed: an older request may name an address mistyped.
      const links = voided(state.links, (l) => l.kind === 'change');
      return {
        ...state,
        links: [
          ...links,
          { kind: 'change', requestId: d.requestId, tokenHash: d.tokenHash, email: d.newEmail, expiresAt: d.expiresAt, status: 'pending' },
        ],
      };
    }
    case 'EmailChanged':
      // Links sent to the old address (confirmations, password resets) must not outlive it.
      return { ...state, email: event.data.email, confirmed: true, links: voided(used(state.links, event.data.requestId), () => true) };
    case 'EmailLanguageChosen':
      return { ...state, locale: event.data.locale };
    case 'PasswordResetRequested': {
      const d = event.data;
      return {
        ...state,
        links: [
          ...state.links,
          { kind: 'reset', requestId: d.requestId, tokenHash: d.tokenHash, email: d.email, expiresAt: d.expiresAt, status: 'pending' },
        ],
      };
    }
    case 'PasswordResetCompleted':
      return { ...state, links: used(state.links, event.data.requestId) };
    case 'AccountDeleted':
      return { status: 'none' };
    case 'PasswordChanged':
      // A new password, however set, ends every reset link still out there.
      return { ...state, links: voided(state.links, (l) => l.kind === 'reset') };
    // Standing and role are the account's side (domain/state.ts): no link depends on them.
    case 'AccountRoleChanged':
    case 'AccountBlocked':
    case 'AccountUnblocked':
      return state;
    default:
      return assertNever(event);
  }
}

/** The new address waiting for confirmation, if any. */
export const pendingEmailChange = (state: EmailState, now: Date): MailLink | undefined =>
  state.status === 'registered'
    ? state.links.find((l) => l.kind === 'change' && l.status === 'pending' && new Date(l.expiresAt) > now)
    : undefined;
