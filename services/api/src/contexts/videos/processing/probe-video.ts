import { open } from 'node:fs/promises';
import { runTool } from './run-tool';

/**
 * The demuxer a file's first bytes name. ffmpeg is then told to use that one demuxer: left to guess, it would also
 * accept a playlist (HLS, concat) that names other files or URLs, which an upload must never make it open.
 */
export function containerOf(head: Buffer): 'mov' | 'matroska' | null {
  if (head.length >= 12 && ['ftyp', 'moov', 'mdat', 'wide', 'free'].includes(head.toString('latin1', 4, 8))) return 'mov';
  if (head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3) return 'matroska';
  return null;
}

/** A file's first 16 bytes (fewer if it is shorter), for `containerOf`. */
export async function readHead(path: string): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const head = Buffer.alloc(16);
    const { bytesRead } = await handle.read(head, 0, 16, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

export interface ProbedVideo {
  container: 'mov' | 'matroska';
  durationMs: number;
  width: number;
  height: number;
  hasAudio: boolean;
}

export type ProbeProblem = 'notAVideo' | 'tooLong';

/** The arguments that keep ffmpeg and ffprobe to the one local file and its sniffed demuxer. */
export const inputArgs = (container: 'mov' | 'matroska' | 'image2', path: string): string[] => [
  '-protocol_whitelist',
  'file',
  '-f',
  container,
  '-i',
  path,
];

interface FfprobeJson {
  format?: { duration?: string };
  streams?: {
    codec_type?: string;
    width?: number;
    height?: number;
    duration?: string;
    tags?: Record<string, string>;
    side_data_list?: { rotation?: number }[];
  }[];
}

/** Reads what the file is by its content (never its name or declared type), or names why it is refused. */
export async function probeVideo(path: string, maxDurationMs: number): Promise<ProbedVideo | ProbeProblem> {
  const container = containerOf(await readHead(path));
  if (!container) return 'notAVideo';
  let parsed: FfprobeJson;
  try {
    const { stdout } = await runTool(
      'ffprobe',
      ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', ...inputArgs(container, path)],
      { timeoutMs: 30_000 },
    );
    parsed = JSON.parse(stdout.toString('utf8')) as FfprobeJson;
  } catch {
    return 'notAVideo';
  }
  const video = parsed.streams?.find((s) => s.codec_type === 'video' && (s.width ?? 0) > 0 && (s.height ?? 0) > 0);
  const seconds = Number(parsed.format?.duration ?? video?.duration);
  if (!video || !Number.isFinite(seconds) || seconds <= 0) return 'notAVideo';
  const durationMs = Math.round(seconds * 1000);
  if (durationMs > maxDurationMs) return 'tooLong';
  // A phone's portrait clip is often stored landscape with a rotation: report what a viewer sees.
  const rotation = Math.abs(video.side_data_list?.find((d) => d.rotation !== undefined)?.rotation ?? Number(video.tags?.rotate ?? 0));
  const turned = rotation % 180 === 90;
  return {
    container,
    durationMs,
    width: turned ? video.height! : video.width!,
    height: turned ? video.width! : video.height!,
    hasAudio: parsed.streams?.some((s) => s.codec_type === 'audio') ?? false,
  };
}
