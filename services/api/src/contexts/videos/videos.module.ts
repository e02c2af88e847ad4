import { Module } from '@nestjs/common';
import type { EventStore, SqlExecutor } from '@anonse/eventstore';
import type { Logger } from 'pino';
import type { Clock } from '#api/platform/clock/clock';
import type { AppConfig } from '#api/platform/config/config';
import { APP_CONFIG, CLOCK, EVENT_STORE, LOGGER, SQL } from '#api/platform/tokens';
import { MEDIA_STORAGE, mediaContext, type MediaStorage } from '../media';
import { VideoWorker } from './workers/video-worker';

/** Short videos of ads (issue 24): the processing worker; upload and review join this module. */
@Module({
  // The storage port (MEDIA_STORAGE): every file of a clip lives on its private side.
  imports: [mediaContext.module],
  providers: [
    {
      provide: VideoWorker,
      // Transcodes in the process that runs everything; with PROCESS_ROLE=api the projections worker does it.
      useFactory: (sql: SqlExecutor, store: EventStore, storage: MediaStorage, config: AppConfig, clock: Clock, logger: Logger) =>
        new VideoWorker({ sql, store, storage, config, clock, logger }, config.processRole === 'all'),
      inject: [SQL, EVENT_STORE, MEDIA_STORAGE, APP_CONFIG, CLOCK, LOGGER],
    },
  ],
  exports: [VideoWorker],
})
export class VideosModule {}
