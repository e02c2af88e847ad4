import { Module } from '@nestjs/common';
import type { AppConfig } from '#api/platform/config/config';
import { APP_CONFIG } from '#api/platform/tokens';
import { PHOTO_COMMAND_HANDLERS } from './commands/photo.handlers';
import { AdminAdPhotosController } from './http/admin-ad-photos.controller';
import { MediaFilesController } from './http/media-files.controller';
import { PhotosController } from './http/photos.controller';
import { ForumImageStore } from './storage/forum-image-store';
import { openMediaStorage } from './storage/open-media-storage';
import { MEDIA_STORAGE } from './storage/media-storage';
import { PhotoWorker } from './workers/photo-worker';

@Module({
  controllers: [PhotosController, MediaFilesController, AdminAdPhotosController],
  providers: [
    { provide: MEDIA_STORAGE, useFactory: (config: AppConfig) => openMediaStorage(config), inject: [APP_CONFIG] },
    PhotoWorker,
    ForumImageStore,
    ...PHOTO_COMMAND_HANDLERS,
  ],
  exports: [MEDIA_STORAGE, PhotoWorker, ForumImageStore],
})
export class MediaModule {}
