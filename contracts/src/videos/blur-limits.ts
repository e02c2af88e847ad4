/** At most this many areas per blur request (a clip's few faces, a tattoo, a window with a view); zod-free for the pages. */
export const VIDEO_BLUR_MAX_REGIONS = 8;
