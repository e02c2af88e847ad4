import { mkdtemp, open, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { probeVideo, type ProbedVideo } from './probe-video';
import { boxSharpness, differenceOutside, firstFrameGrey, metadataTags, phoneClip, streamFacts } from './sample-clip';
import { renditionSizes, transcodeVideo, type TranscodedVideo } from './transcode-video';
import { runTool } from './run-tool';

/**
 * What may remain in a rendition: the container's brand, the track's language and handler, and the name of our own
 * encoder without a version (the MP4 sample description always names one) — no person, place, time or device.
 */
const ALLOWED_TAGS = /^(format:(major_brand|minor_version|compatible_brands)|stream\d+:(language|handler_name|vendor_id|encoder))$/;
const REVEALING = /gps|location|ISO6709|xyz|make|model|software|creation|date|iPhone|Apple|HEVC|Lavf|\d+\.\d+/i;

describe('video transcoding (ffmpeg)', () => {
  let dir: string;
  let probed: ProbedVideo;
  let out: TranscodedVideo;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'anonse-video-'));
    const clip = await phoneClip(dir);
    const result = await probeVideo(clip, 60_000);
    if (typeof result === 'string') throw new Error(result);
    probed = result;
    out = await transcodeVideo(clip, probed, dir);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('sniffs the clip by content', () => {
    expect(probed).toEqual({ container: 'mov', durationMs: expect.any(Number), width: 540, height: 960, hasAudio: true });
    expect(probed.durationMs).toBeGreaterThanOrEqual(900);
  });

  it('writes H.264/AAC MP4 at both classes, never upscaled, with the index in front', async () => {
    expect(out.renditions.map(({ quality, width, height }) => ({ quality, width, height }))).toEqual([
      { quality: 720, width: 540, height: 960 },
      { quality: 480, width: 480, height: 854 },
    ]);
    for (const r of out.renditions) {
      const streams = await streamFacts(r.path);
      expect(streams.map((s) => `${s.codec_type}:${s.codec_name}`)).toEqual(['video:h264', 'audio:aac']);
      // faststart: the `moov` box comes before `mdat`.
      const body = await readFile(r.path);
      expect(body.indexOf('moov')).toBeLessThan(body.indexOf('mdat'));
    }
  });

  it('leaves no location, device, creation time or encoder string in any rendition or the poster', async () => {
    for (const path of [...out.renditions.map((r) => r.path), out.poster.path]) {
      const tags = await metadataTags(path);
      for (const [key, value] of Object.entries(tags)) {
        expect({ key, allowed: ALLOWED_TAGS.test(key) }).toEqual({ key, allowed: true });
        expect({ key, value, revealing: REVEALING.test(value) }).toEqual({ key, value, revealing: false });
        if (key.endsWith(':encoder')) expect(value).toBe('Lavc libx264');
      }
    }
    // The phone's input did carry them, so the check above can fail.
    expect(Object.keys(await metadataTags(join(dir, 'phone-clip.mov'))).join(' ')).toMatch(/ISO6709.*make.*creation_time|creation_time/);
  });

  it('puts a keyframe every 2 s', async () => {
    // A longer clip of its own, tiny: the encoder's default would give one keyframe in it.
    const small = await mkdtemp(join(dir, 'gop-'));
    const clip = await phoneClip(small, { width: 160, height: 288, seconds: 4.5 });
    const smallProbe = await probeVideo(clip, 60_000);
    if (typeof smallProbe === 'string') throw new Error(smallProbe);
    const { renditions } = await transcodeVideo(clip, smallProbe, small);
    const { stdout } = await runTool(
      'ffprobe',
      [
        '-v',
        'error',
        '-select_streams',
        'v:0',
        '-skip_frame',
        'nokey',
        '-show_entries',
        'frame=pts_time',
        '-of',
        'csv=p=0',
        renditions[0]!.path,
      ],
      { timeoutMs: 30_000 },
    );
    const times = stdout.toString('utf8').split('\n').map(parseFloat).filter(Number.isFinite);
    expect(times).toEqual([0, 2, 4]);
  });

  it('makes a JPEG poster of the first frame and a blurhash', async () => {
    expect((await readFile(out.poster.path)).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(out.poster).toMatchObject({ width: 540, height: 960 });
    expect(out.blurhash).toMatch(/^[0-9A-Za-z#$%*+,\-.:;=?@[\]^_{|}~]{20,}$/);
  });

  it('blurs the owner’s regions in every rendition, the poster and the blurhash, and leaves the rest as it was', async () => {
    // Over testsrc2's noisy checkerboard: the sharpest part of its frame.
    const face = { shape: 'rect' as const, x: 0.6, y: 0.6, width: 0.3, height: 0.3 };
    const blurredDir = await mkdtemp(join(dir, 'blur-'));
    const blurred = await transcodeVideo(join(dir, 'phone-clip.mov'), probed, blurredDir, [face]);
    const pairs = [...out.renditions.map((r, i) => [r.path, blurred.renditions[i]!.path]), [out.poster.path, blurred.poster.path]];
    for (const [plainPath, blurredPath] of pairs) {
      const plain = await firstFrameGrey(plainPath!);
      const hidden = await firstFrameGrey(blurredPath!);
      const before = boxSharpness(plain, face);
      const after = boxSharpness(hidden, face);
      // testsrc2 is colour bars with hard edges and moving shapes: the blurred box keeps a small part of its edges.
      expect({ path: blurredPath, before: before > 5, ratio: after / before < 0.2 }).toEqual({
        path: blurredPath,
        before: true,
        ratio: true,
      });
      // Outside the box (and the few pixels the encoder's blocks share with it) the frame is as it was.
      expect(differenceOutside(plain, hidden, face, 16)).toBeLessThan(1);
    }
    expect(blurred.blurhash).not.toBe(out.blurhash);
  });

  it('refuses a file that is not a video, a playlist dressed as one, and a clip too long', async () => {
    const text = join(dir, 'notes.mp4');
    await writeFile(text, 'hello, this is not a video at all');
    expect(await probeVideo(text, 60_000)).toBe('notAVideo');
    const playlist = join(dir, 'playlist.mp4');
    await writeFile(playlist, '#EXTM3U\n#EXT-X-TARGETDURATION:1\n#EXTINF:1,\nfile:///etc/passwd\n#EXT-X-ENDLIST\n');
    expect(await probeVideo(playlist, 60_000)).toBe('notAVideo');
    // A truncated MP4 header: the magic is right, the rest is not.
    const truncated = join(dir, 'truncated.mp4');
    const handle = await open(join(dir, 'phone-clip.mov'), 'r');
    const head = Buffer.alloc(64);
    await handle.read(head, 0, 64, 0);
    await handle.close();
    await writeFile(truncated, head);
    expect(await probeVideo(truncated, 60_000)).toBe('notAVideo');
    expect(await probeVideo(join(dir, 'phone-clip.mov'), 500)).toBe('tooLong');
  });

  it('sizes landscape and small clips without upscaling', () => {
    expect(renditionSizes(1920, 1080)).toEqual([
      { quality: 720, width: 1280, height: 720 },
      { quality: 480, width: 854, height: 480 },
    ]);
    expect(renditionSizes(360, 640)).toEqual([{ quality: 480, width: 360, height: 640 }]);
  });
});
