import { Module } from '@nestjs/common';
import type { EventStore, SqlExecutor } from '@anonse/eventstore';
import type { Logger } from 'pino';
import type { Clock } from '#api/platform/clock/clock';
import type { AppConfig } from '#api/platform/config/config';
import { APP_CONFIG, CLOCK, EVENT_STORE, LOGGER, SQL } from '#api/platform/tokens';
import { MEDIA_STORAGE, mediaContext, type MediaStorage } from '../media';
import { AdminVideosController } from './http/admin-videos.controller';
import { MyVideosController } from './http/my-videos.controller';
import { SwiperController } from './http/swiper.controller';
import { VideoFilesController } from './http/video-files.controller';
import { VideoUploadsController } from './http/video-uploads.controller';
import { VideoWorker } from './workers/video-worker';

/** Short videos of ads (issue 24): upload, the owner's list, files, the feed, staff review and the processing worker. */
@Module({
  controllers: [VideoUploadsController, MyVideosController, VideoFilesController, SwiperController, AdminVideosController],
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
