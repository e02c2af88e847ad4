import {
  NEW_ACCOUNT_ACCEPTED_CONVERSATIONS,
  NEW_ACCOUNT_HOURS,
  type ContactFlag,
  type IncomingPolicy,
  type MessageCode,
} from '@anonse/contracts';

/** What the recipient's settings may ask of a sender. Phone verification does not exist yet, so nobody has it. */
export interface SenderStanding {
  verified: boolean;
  phoneVerified: boolean;
}

/** Why `incoming` refuses a new conversation from `sender`, or null. Existing conversations are not affected. */
export function incomingRefusal(incoming: IncomingPolicy, sender: SenderStanding): MessageCode | null {
  switch (incoming) {
    case 'everyone':
      return null;
    case 'verified':
      return sender.verified ? null : 'messaging:verifiedOnly';
    case 'phone-verified':
      return sender.phoneVerified ? null : 'messaging:phoneVerifiedOnly';
    case 'off':
      return 'messaging:incomingOff';
  }
}

export interface AccountAge {
  registeredAt: Date;
  verified: boolean;
  acceptedConversations: number;
}

/**
 * A new account (docs/messaging.md § New accounts) until all three hold: NEW_ACCOUNT_HOURS old, verified, and
 * NEW_ACCOUNT_ACCEPTED_CONVERSATIONS accepted conversations. Scammers work from fresh, unverified accounts that nobody has
 * answered yet; one real exchange is not enough to pass.
 */
export function isNewAccount(account: AccountAge, now: Date): boolean {
  const ageMs = now.getTime() - account.registeredAt.getTime();
  return ageMs < NEW_ACCOUNT_HOURS * 3_600_000 || !account.verified || account.acceptedConversations < NEW_ACCOUNT_ACCEPTED_CONVERSATIONS;
}

/** A new account may send no contact detail at all: links, messenger links, e-mail addresses and phone numbers. */
export const refusedForNewAccount = (contact: readonly ContactFlag[]): boolean => contact.length > 0;

/** Nor any photo: an unanswered fresh account is how unsolicited and scam images arrive. */
export const photosRefusedForNewAccount = (photoCount: number): boolean => photoCount > 0;
