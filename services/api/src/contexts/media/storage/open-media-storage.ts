import path from 'node:path';
import type { AppConfig } from '../../../platform/config/config';
import { LocalMediaStorage } from './local-media-storage';
import type { MediaStorage } from './media-storage';
import { parseS3Url, S3MediaStorage } from './s3-media-storage';

/** S3 when S3_URL is set, else DATA_DIR/media on local disk (embedded mode, single node). */
export const openMediaStorage = (config: Pick<AppConfig, 'dataDir' | 'media'>): MediaStorage =>
  config.media.s3Url ? new S3MediaStorage(parseS3Url(config.media.s3Url)) : new LocalMediaStorage(path.join(config.dataDir, 'media'));
