import { execFile } from 'node:child_process';
import { constants, setPriority } from 'node:os';

/**
 * ffmpeg runs below normal CPU priority: a transcode takes every core it is given, and the API process (HTTP,
 * projectors) shares the machine with it. At nice 10 the kernel gives the API about ten times the tool's share
 * when both want the CPU, so reads stay fast while clips are processed; processing slows only when the machine is
 * busy anyway. Not nice 19: on a machine busy with other work the transcode would starve into its timeout.
 * ffprobe stays at normal priority: it is short, and an upload's answer waits for it.
 */
const LOW_PRIORITY = constants.priority.PRIORITY_BELOW_NORMAL;

/**
 * Runs ffmpeg or ffprobe with an argument array (never a shell: a file name or option can never become a command).
 * Output is collected up to `maxBuffer`; a non-zero exit rejects with the tool's last words.
 */
export function runTool(
  tool: 'ffmpeg' | 'ffprobe',
  args: readonly string[],
  options: { timeoutMs: number; encoding?: 'utf8' | 'buffer'; maxBuffer?: number; priority?: 'low' | 'normal' },
): Promise<{ stdout: Buffer; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = execFile(
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
    // execFile has no nice option. Set at once after the spawn, before the tool starts its encoder threads: on Linux a
    // priority belongs to one thread, and the threads it starts later inherit it.
    if ((options.priority ?? (tool === 'ffmpeg' ? 'low' : 'normal')) === 'low' && child.pid !== undefined) {
      try {
        setPriority(child.pid, LOW_PRIORITY);
      } catch {
        // Gone already (a failed start or an instant exit): nothing to lower.
      }
    }
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
