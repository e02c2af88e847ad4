import type { Messages } from './messages/translation';

/**
 * Whose key seals a personal field of an event, and which fields (crypto-shredding, docs/architecture.md § People, data and safety).
 * Declarative, applied by the event store's sealing decorator, so handlers and projectors see plain events.
 */
export interface PersonalDataRule {
  readonly subject: (data: Record<string, unknown>) => string;
  readonly fields: readonly string[];
}

/**
 * What one bounded context adds to the shared contracts beyond its schemas: its message namespaces and which of
 * its events' fields are personal data. `contexts.ts` lists these once; the message catalogue and the sealing
 * policy are derived from that list, so a new context touches no other shared file.
 *
 * The descriptor lives in a module of its own without schemas: every page imports the catalogue, and a module
 * that defines schemas is kept whole by the bundler.
 */
export interface ContractContext {
  readonly name: string;
  readonly messages: Readonly<Record<string, Messages<object>>>;
  readonly personalData?: Readonly<Record<string, PersonalDataRule>>;
}

/** Keeps the literal namespaces, so message codes stay checked by the compiler. */
export const defineContractContext = <const C extends ContractContext>(context: C): C => context;

/** The subject everything a person wrote about themselves is sealed under. */
export const personalDataSubject = (accountId: string): string => `person-${accountId}`;

/**
 * A login reservation is sealed under a subject of its own, named by the reservation's keyed hash: sealing it
 * under the person's subject would write the account id in clear into the sealed envelope and link the two
 * streams. Erasing a person erases this subject too (the account knows its login, so its key can be derived).
 */
export const loginReservationSubject = (loginKey: string): string => `login-${loginKey}`;

/** A rule sealing `fields` under the person named by the event's `idField` (the common case). */
export const sealedFor = (idField: string, fields: readonly string[]): PersonalDataRule => ({
  subject: (data) => personalDataSubject(String(data[idField])),
  fields,
});
