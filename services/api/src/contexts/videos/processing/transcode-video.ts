import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { encode } from 'blurhash';
import type { VideoBlurRegion } from '@anonse/contracts';
import { blurFilter } from './blur-filter';
import { inputArgs, type ProbedVideo } from './probe-video';
import { runTool } from './run-tool';

/** The height classes a clip is served in (the shorter side: a phone's portrait clip is 720 wide). */
export const VIDEO_QUALITIES = [720, 480] as const;
export type VideoQuality = (typeof VIDEO_QUALITIES)[number];

export interface RenditionSize {
  quality: VideoQuality;
  width: number;
  height: number;
}

const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);

/**
 * Each class's frame size, never upscaled: a source smaller than 720 on its short side gets the 720 class at its own
 * size, and one no larger than 480 only the 480 class.
 */
export function renditionSizes(width: number, height: number): RenditionSize[] {
  const short = Math.min(width, height);
  return VIDEO_QUALITIES.filter((q) => q === 480 || short > 480).map((quality) => {
    const target = Math.min(quality, short - (short % 2));
    const scale = target / short;
    return width <= height
      ? { quality, width: target, height: even(height * scale) }
      : { quality, width: even(width * scale), height: target };
  });
}

/**
 * Every metadata a camera writes is left behind: global and per-stream tags (GPS, creation time, device, the phone's
 * encoder), chapters, and any stream not mapped (a data track with a location). `bitexact` keeps ffmpeg from writing
 * its own version and a creation time.
 */
const STRIP = ['-map_metadata', '-1', '-map_metadata:s', '-1', '-map_chapters', '-1', '-fflags', '+bitexact'];

function renditionArgs(label: string, size: RenditionSize, hasAudio: boolean, path: string): string[] {
  return [
    '-map',
    `[${label}]`,
    ...(hasAudio ? ['-map', '0:a:0'] : []),
    ...STRIP,
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    size.quality === 720 ? '23' : '25',
    '-profile:v',
    'high',
    '-pix_fmt',
    'yuv420p',
    '-fpsmax',
    '30',
    // A keyframe every 2 s, so a player can start or seek anywhere within 2 s.
    '-force_key_frames',
    'expr:gte(t,n_forced*2)',
    '-flags:v',
    '+bitexact',
    ...(hasAudio ? ['-c:a', 'aac', '-b:a', size.quality === 720 ? '128k' : '96k', '-ac', '2', '-flags:a', '+bitexact'] : []),
    // The index at the front: playback starts before the whole file is loaded.
    '-movflags',
    '+faststart',
    '-f',
    'mp4',
    path,
  ];
}

export interface TranscodedVideo {
  renditions: (RenditionSize & { path: string; bytes: number })[];
  poster: { path: string; width: number; height: number };
  blurhash: string;
}

/**
 * Renditions, poster (the first frame, as a visitor first sees it) and blurhash, written into `dir`. The owner's
 * blur regions are applied before the split, so every rendition, and the poster and blurhash cut from one, carry it.
 */
export async function transcodeVideo(
  source: string,
  probed: ProbedVideo,
  dir: string,
  blur: readonly VideoBlurRegion[] = [],
): Promise<TranscodedVideo> {
  const sizes = renditionSizes(probed.width, probed.height);
  const labels = sizes.map((_, i) => `v${i}`);
  const graph = `${blurFilter(blur, probed.width, probed.height, '0:v:0', 'frame')};[frame]split=${sizes.length}${labels.map((l) => `[s${l}]`).join('')};${sizes
    .map((s, i) => `[s${labels[i]}]scale=${s.width}:${s.height},setsar=1[${labels[i]}]`)
    .join(';')}`;
  const paths = sizes.map((s) => join(dir, `${s.quality}.mp4`));
  const timeoutMs = Math.max(120_000, probed.durationMs * 4);
  await runTool(
    'ffmpeg',
    [
      '-nostdin',
      '-hide_banner',
      '-v',
      'error',
      '-y',
      ...inputArgs(probed.container, source),
      '-filter_complex',
      graph,
      ...sizes.flatMap((s, i) => renditionArgs(labels[i]!, s, probed.hasAudio, paths[i]!)),
    ],
    { timeoutMs },
  );
  const best = sizes[0]!;
  const bestPath = paths[0]!;
  const posterPath = join(dir, 'poster.jpg');
  await runTool(
    'ffmpeg',
    [
      '-nostdin',
      '-hide_banner',
      '-v',
      'error',
      '-y',
      ...inputArgs('mov', bestPath),
      '-frames:v',
      '1',
      ...STRIP,
      '-flags:v',
      '+bitexact',
      '-q:v',
      '3',
      '-f',
      'image2',
      '-c:v',
      'mjpeg',
      posterPath,
    ],
    { timeoutMs: 30_000 },
  );
  const thumbWidth = 32;
  const thumbHeight = even((best.height * thumbWidth) / best.width);
  const { stdout: pixels } = await runTool(
    'ffmpeg',
    [
      '-nostdin',
      '-hide_banner',
      '-v',
      'error',
      ...inputArgs('image2', posterPath),
      '-vf',
      `scale=${thumbWidth}:${thumbHeight}`,
      '-pix_fmt',
      'rgba',
      '-f',
      'rawvideo',
      '-',
    ],
    { timeoutMs: 30_000 },
  );
  const blurhash = encode(new Uint8ClampedArray(pixels.buffer, pixels.byteOffset, pixels.length), thumbWidth, thumbHeight, 4, 3);
  return {
    renditions: await Promise.all(sizes.map(async (s, i) => ({ ...s, path: paths[i]!, bytes: (await stat(paths[i]!)).size }))),
    poster: { path: posterPath, width: best.width, height: best.height },
    blurhash,
  };
}
