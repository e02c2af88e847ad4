import type { ApiContext } from '#api/platform/api-context';
import { ModerationModule } from './moderation.module';

/** The moderation context's public face: reports, internal notes on accounts, and claims of items in the console. */
export const moderationContext: ApiContext = { name: 'moderation', module: ModerationModule };

// Other contexts put their own items in the one report queue (the forum's flags) and decide them there.
export { FileReportCommand, ResolveReportCommand } from './commands/moderation.commands';
export { ReportAlreadyResolvedError } from './domain/report';
// The audit folds a report's history with the report's own evolve.
export { evolveReport, initialReportState, type ReportState } from './domain/report';
