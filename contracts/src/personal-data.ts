/**
 * Which event fields are personal data and whose key seals them (crypto-shredding, ARCHITECTURE.md § 6).
 * Everything an advertiser writes about themselves is sex-life data under GDPR art. 9, so an ad's fields
 * are sealed whole; of an account, everything but its id and role. Declarative here, applied by the
 * event store's sealing decorator, so handlers and projectors work with plain events.
 */
export const personalDataSubject = (accountId: string): string => `person-${accountId}`;

type Data = Record<string, unknown>;

export const PERSONAL_DATA_POLICY = {
  AdCreated: { subject: (d: Data) => personalDataSubject(String(d.ownerId)), fields: ['fields'] },
  AccountRegistered: {
    subject: (d: Data) => personalDataSubject(String(d.accountId)),
    fields: ['login', 'email', 'passwordHash'],
  },
  // The API's login reservation (stream named by a hash of the login, so the name carries no login either).
  LoginReserved: { subject: (d: Data) => personalDataSubject(String(d.accountId)), fields: ['login'] },
} as const;
