import { Writable } from 'node:stream';
import type { Logger } from 'pino';
import { createLogger } from '../platform/infra/logger';

export interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

/** A JSON logger at `level` whose lines a test reads back (`lines`, parsed; `problems`: warnings and worse). */
export function recordingLogger(level: 'debug' | 'info' | 'warn' = 'warn'): { logger: Logger; lines: LogLine[]; problems(): LogLine[] } {
  const lines: LogLine[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  return { logger: createLogger({ logLevel: level }, sink), lines, problems: () => lines.filter((l) => l.level >= 40) };
}
