import type { ApiContext } from '#api/platform/api-context';
import { ModerationModule } from './moderation.module';

/** The moderation context's public face: reports, internal notes on accounts, and claims of items in the console. */
export const moderationContext: ApiContext = { name: 'moderation', module: ModerationModule };
