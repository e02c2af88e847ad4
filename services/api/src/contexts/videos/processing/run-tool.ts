import { execFile } from 'node:child_process';

/**
 * Runs ffmpeg or ffprobe with an argument array (never a shell: a file name or option can never become a command).
 * Output is collected up to `maxBuffer`; a non-zero exit rejects with the tool's last words.
 */
export function runTool(
  tool: 'ffmpeg' | 'ffprobe',
  args: readonly string[],
  options: { timeoutMs: number; encoding?: 'utf8' | 'buffer'; maxBuffer?: number },
): Promise<{ stdout: Buffer; stderr: string }> {
  return new Promise((resolve, reject) => {
    execFile(
      tool,
      args,
      {
        encoding: 'buffer',
        timeout: options.timeoutMs,
        killSignal: 'SIGKILL',
        maxBuffer: options.maxBuffer ?? 8 * 1024 * 1024,
        windowsHide: true,
      },
      (error, stdout, stderr) => {
        const tail = stderr.toString('utf8').trim().split('\n').slice(-3).join(' | ');
        if (error) reject(new VideoToolError(`${tool} failed: ${tail || error.message}`));
        else resolve({ stdout, stderr: tail });
      },
    );
  });
}

export class VideoToolError extends Error {
  override readonly name = 'VideoToolError';
}

let toolsFound: Promise<boolean> | undefined;

/**
 * Whether ffmpeg and ffprobe run here (asked once per process). Without them video upload is turned off with a
 * clear message (`videos:uploadDisabled`) and the worker does not start: `npm start` on a machine without Debian's
 * package still serves everything else.
 */
export function videoToolsAvailable(): Promise<boolean> {
  toolsFound ??= Promise.all([
    runTool('ffmpeg', ['-version'], { timeoutMs: 10_000 }),
    runTool('ffprobe', ['-version'], { timeoutMs: 10_000 }),
  ]).then(
    () => true,
    () => false,
  );
  return toolsFound;
}
