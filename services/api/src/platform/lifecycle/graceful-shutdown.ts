/** One stage of a shutdown, run after the one before it has finished. */
export interface ShutdownStep {
  /** What the log names when this step fails or the deadline passes during it. */
  name: string;
  run(): Promise<unknown>;
}

interface ShutdownLogger {
  info(o: object, m: string): void;
  error(o: object, m: string): void;
}

/**
 * SIGTERM or SIGINT: one graceful shutdown, its steps in order (docs/architecture.md "Shutdown"), then exit 0. The
 * whole of it has `timeoutMs`; past that, or on the same signal again, the process exits 1 and the log names the step
 * that was still running. `steps` is asked at the signal, so it sees what the process had started by then.
 */
export function installGracefulShutdown(
  logger: ShutdownLogger,
  timeoutMs: number,
  steps: () => readonly ShutdownStep[],
): { readonly stopping: boolean } {
  let current: string | undefined;
  let first: NodeJS.Signals | undefined;
  const onSignal = (signal: NodeJS.Signals) => {
    if (current !== undefined) {
      // Ctrl-C twice. A cluster worker gets the terminal's SIGINT and its primary's SIGTERM: one shutdown.
      if (signal !== first) return;
      logger.error({ signal, step: current }, 'second signal: stopping at once');
      process.exit(1);
    }
    first = signal;
    current = 'starting';
    const started = Date.now();
    logger.info({ signal, timeoutMs }, 'shutting down');
    setTimeout(() => {
      logger.error({ step: current, timeoutMs }, 'shutdown deadline passed: stopping at once');
      process.exit(1);
    }, timeoutMs).unref();
    void (async () => {
      for (const step of steps()) {
        current = step.name;
        const stepStarted = Date.now();
        try {
          await step.run();
        } catch (error) {
          logger.error({ err: error, step: step.name }, 'shutdown failed');
          process.exit(1);
        }
        logger.info({ step: step.name, ms: Date.now() - stepStarted }, 'shutdown step done');
      }
      logger.info({ ms: Date.now() - started }, 'stopped');
      process.exit(0);
    })();
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
  return {
    get stopping() {
      return current !== undefined;
    },
  };
}
