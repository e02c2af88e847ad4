import type { ApiContext } from '#api/platform/api-context';
import { PhoneModule } from './phone.module';

/**
 * The phone context (issue 25): a mobile number verified by an SMS code. Other contexts read the outcome from the
 * read model (`isPhoneVerified(db, accountId)` and `verifiedPhoneOf` in @anonse/projections) or from the log
 * (`PhoneVerified`, `PhoneVerificationRevoked`).
 */
export const phoneContext: ApiContext = { name: 'phone', module: PhoneModule };
