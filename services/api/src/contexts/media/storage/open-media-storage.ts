import path from 'node:path';
import type { AppConfig } from '#api/platform/config/config';
import { LocalMediaStorage } from './local-media-storage';
import type { MediaStorage } from './media-storage';

/**
 * S3 when S3_URL is set, else DATA_DIR/media on local disk (embedded mode, single node). The S3 client is loaded
 * only when it is used: it costs about 20 MB of memory that the embedded mode's budget (400 MB) cannot spare.
 */
export function openMediaStorage(config: Pick<AppConfig, 'dataDir' | 'media'>): MediaStorage {
  if (!config.media.s3Url) return new LocalMediaStorage(path.join(config.dataDir, 'media'));
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a deliberate lazy load (see above)
  const { parseS3Url, S3MediaStorage } = require('./s3-media-storage') as typeof import('./s3-media-storage');
  return new S3MediaStorage(parseS3Url(config.media.s3Url));
}
