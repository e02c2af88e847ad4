import { join } from 'node:path';
import { runTool } from './run-tool';

/**
 * A short clip as a phone writes it (tests only): H.264/AAC in a QuickTime file carrying a GPS position, the
 * device's make and model, its software, creation times and an encoder string, globally and per stream.
 */
export async function phoneClip(dir: string, options: { width?: number; height?: number; seconds?: number } = {}): Promise<string> {
  const { width = 540, height = 960, seconds = 1 } = options;
  const path = join(dir, 'phone-clip.mov');
  await runTool(
    'ffmpeg',
    [
      '-nostdin',
      '-v',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      `testsrc2=size=${width}x${height}:rate=30:duration=${seconds}`,
      '-f',
      'lavfi',
      '-i',
      `sine=frequency=440:duration=${seconds}`,
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-c:a',
      'aac',
      '-shortest',
      '-movflags',
      'use_metadata_tags',
      '-metadata',
      'com.apple.quicktime.location.ISO6709=+52.2297+021.0122+100.000/',
      '-metadata',
      'location=+52.2297+021.0122/',
      '-metadata',
      'com.apple.quicktime.make=Apple',
      '-metadata',
      'com.apple.quicktime.model=iPhone 15 Pro',
      '-metadata',
      'com.apple.quicktime.software=17.1',
      '-metadata',
      'creation_time=2026-11-01T10:00:00Z',
      '-metadata:s:v:0',
      'encoder=Apple HEVC',
      '-metadata:s',
      'creation_time=2026-11-01T10:00:00Z',
      '-f',
      'mov',
      path,
    ],
    // A fixture its caller waits for: at normal priority, so a busy machine does not push it past its timeout.
    { timeoutMs: 60_000, priority: 'normal' },
  );
  return path;
}

/** Every tag ffprobe finds in a file, globally and on each stream (`format:key` / `stream0:key`). */
export async function metadataTags(path: string): Promise<Record<string, string>> {
  const { stdout } = await runTool('ffprobe', ['-v', 'error', '-show_entries', 'format_tags:stream_tags', '-of', 'json', path], {
    timeoutMs: 30_000,
  });
  const parsed = JSON.parse(stdout.toString('utf8')) as {
    format?: { tags?: Record<string, string> };
    streams?: { tags?: Record<string, string> }[];
  };
  const tags: Record<string, string> = {};
  for (const [k, v] of Object.entries(parsed.format?.tags ?? {})) tags[`format:${k}`] = v;
  parsed.streams?.forEach((s, i) => {
    for (const [k, v] of Object.entries(s.tags ?? {})) tags[`stream${i}:${k}`] = v;
  });
  return tags;
}

/** Stream facts of a rendition, for the tests' checks of codecs, sizes and keyframes. */
export async function streamFacts(path: string): Promise<{ codec_type: string; codec_name: string; width?: number; height?: number }[]> {
  const { stdout } = await runTool(
    'ffprobe',
    ['-v', 'error', '-show_entries', 'stream=codec_type,codec_name,width,height', '-of', 'json', path],
    {
      timeoutMs: 30_000,
    },
  );
  return (JSON.parse(stdout.toString('utf8')) as { streams: { codec_type: string; codec_name: string; width?: number; height?: number }[] })
    .streams;
}

/** The first frame of a video or image as 8-bit grey pixels (tests only: checks that a blur covered its area). */
export async function firstFrameGrey(path: string): Promise<{ pixels: Buffer; width: number; height: number }> {
  const [stream] = await streamFacts(path);
  const width = stream!.width!;
  const height = stream!.height!;
  const { stdout } = await runTool(
    'ffmpeg',
    ['-nostdin', '-v', 'error', '-i', path, '-frames:v', '1', '-pix_fmt', 'gray', '-f', 'rawvideo', '-'],
    {
      timeoutMs: 30_000,
    },
  );
  return { pixels: stdout, width, height };
}

/**
 * How sharp the grey pixels inside a normalised box are: the mean absolute step to the right and the downward
 * neighbour. Sharp edges and fine text give a large value; a blur leaves only gentle slopes (tests only).
 */
export function boxSharpness(
  frame: { pixels: Buffer; width: number; height: number },
  box: { x: number; y: number; width: number; height: number },
): number {
  const x0 = Math.ceil(box.x * frame.width);
  const y0 = Math.ceil(box.y * frame.height);
  const x1 = Math.floor((box.x + box.width) * frame.width) - 1;
  const y1 = Math.floor((box.y + box.height) * frame.height) - 1;
  const at = (x: number, y: number) => frame.pixels[y * frame.width + x]!;
  let sum = 0;
  let count = 0;
  for (let y = y0; y < y1; y++)
    for (let x = x0; x < x1; x++) {
      sum += Math.abs(at(x + 1, y) - at(x, y)) + Math.abs(at(x, y + 1) - at(x, y));
      count++;
    }
  return sum / count;
}

/** The mean absolute difference of two frames of one size outside a normalised box widened by `margin` pixels. */
export function differenceOutside(
  a: { pixels: Buffer; width: number; height: number },
  b: { pixels: Buffer; width: number; height: number },
  box: { x: number; y: number; width: number; height: number },
  margin: number,
): number {
  let sum = 0;
  let count = 0;
  const inside = (x: number, y: number) =>
    x >= box.x * a.width - margin &&
    x < (box.x + box.width) * a.width + margin &&
    y >= box.y * a.height - margin &&
    y < (box.y + box.height) * a.height + margin;
  for (let y = 0; y < a.height; y++)
    for (let x = 0; x < a.width; x++) {
      if (inside(x, y)) continue;
      sum += Math.abs(a.pixels[y * a.width + x]! - b.pixels[y * a.width + x]!);
      count++;
    }
  return sum / count;
}
