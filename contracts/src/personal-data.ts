import { CONTRACT_CONTEXTS } from './contexts';
import type { ContractContext, PersonalDataRule } from './contract-context';

export { loginReservationSubject, personalDataSubject, type PersonalDataRule } from './contract-context';

/**
 * Which event fields are personal data and whose key seals them (crypto-shredding, docs/architecture.md § People, data and safety): the
 * rules each listed context declares beside its events (`<context>/context.ts`). Everything an advertiser writes
 * about themselves is sex-life data under GDPR art. 9, so an ad's fields are sealed whole; of an account,
 * everything but its id and role. Applied by the event store's sealing decorator, so handlers and projectors
 * work with plain events.
 */
export const PERSONAL_DATA_POLICY: Readonly<Record<string, PersonalDataRule>> = /*#__PURE__*/ policyOf(CONTRACT_CONTEXTS);

// A call the bundler may drop: the browser never seals.
function policyOf(contexts: readonly ContractContext[]): Record<string, PersonalDataRule> {
  const policy: Record<string, PersonalDataRule> = {};
  for (const context of contexts) Object.assign(policy, context.personalData);
  return policy;
}
