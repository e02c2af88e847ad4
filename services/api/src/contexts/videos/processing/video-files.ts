/**
 * Every file of a clip lives under its own prefix, so deleting the clip (removal, a failed transcode, the owner's
 * erasure) is one listing: nothing a crash half-wrote can be missed. The prefix is private: the files are served only
 * through the videos routes, which check the clip's state (never a plain public path).
 */
export const videoPrefix = (videoId: string) => `private/videos/${videoId}/`;
export const videoSourceKey = (videoId: string) => `${videoPrefix(videoId)}source`;
/** Per attempt: a retry never overwrites a file a reader may be streaming. */
export const videoRenditionKey = (videoId: string, attempt: number, quality: number) => `${videoPrefix(videoId)}a${attempt}-${quality}.mp4`;
export const videoPosterKey = (videoId: string, attempt: number) => `${videoPrefix(videoId)}a${attempt}-poster.jpg`;
