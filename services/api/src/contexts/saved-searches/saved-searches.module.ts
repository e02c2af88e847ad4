import { CommandWorkerPorts } from '#api/platform/workers/command-worker-ports';
import { Module } from '@nestjs/common';
import { ChangeSavedSearchesHandler } from './commands/change-saved-searches.handler';
import { SavedSearchesController } from './http/saved-searches.controller';
import { UnsubscribeController } from './http/unsubscribe.controller';
import { SavedSearchAlertsWorker } from './workers/saved-search-alerts.worker';

export const CommandHandlers = [ChangeSavedSearchesHandler];

@Module({
  controllers: [SavedSearchesController, UnsubscribeController],
  providers: [...CommandHandlers, CommandWorkerPorts, SavedSearchAlertsWorker],
})
export class SavedSearchesModule {}
