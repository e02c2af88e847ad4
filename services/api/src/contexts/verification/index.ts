import type { ApiContext } from '#api/platform/api-context';
import { VerificationModule } from './verification.module';

/**
 * The verification context's public face (docs/product.md § 9: 2 photos, a moderator's decision, a badge). Other contexts
 * read its outcome from the log (`AccountVerified`, `AccountVerificationRevoked`), not from here; tests use the
 * photo store and the purge.
 */
export { VerificationPhotoStore } from './files/verification-photo-store';
export { VerificationPhotoPurger } from './workers/verification-photo-purger';

export const verificationContext: ApiContext = { name: 'verification', module: VerificationModule };
