import type { ApiContext } from '#api/platform/api-context';
import { VideosModule } from './videos.module';

/** The videos context's public face: advertisers' short clips, reviewed by staff before they are shown. */
export const videosContext: ApiContext = { name: 'videos', module: VideosModule };
/** The processing worker: started by the Nest module (PROCESS_ROLE=all) or by the projections worker process. */
export { VideoWorker } from './workers/video-worker';
/** The account erasure removes a person's clips with it (their files are then purged by the worker). */
export { removeOwnerVideos } from './commands/remove-owner-videos';
/** A report's one-click "hide video" (the moderation context) takes the clip down through its own stream. */
export { hideReportedVideo } from './commands/hide-reported-video';
