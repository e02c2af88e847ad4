import type { ApiContext } from '#api/platform/api-context';
import { SupportModule } from './support.module';

/**
 * The support context: the contact form (signed form tokens, a honeypot and rate limits instead of a third-party
 * captcha) and the console's inbox of contact messages with their threads. The mail context sends what its events
 * ask for (the operator's copy, the acknowledgement, the replies).
 */
export const supportContext: ApiContext = { name: 'support', module: SupportModule };
