/**
 * Work a component started without its caller awaiting it (a socket's "last seen" write, a health probe's query that
 * outlived its deadline, a poll of the page cache): the component awaits `settled()` when the app closes, so the
 * database is closed only after the last of it, never under it.
 */
export class InFlight {
  private readonly tasks = new Set<Promise<unknown>>();

  /** Keeps `task` until it settles; answers it, for a caller that awaits after all. */
  track<T>(task: Promise<T>): Promise<T> {
    this.tasks.add(task);
    const forget = () => void this.tasks.delete(task);
    task.then(forget, forget);
    return task;
  }

  /** Resolves once nothing is in flight, including work started while it waited. */
  async settled(): Promise<void> {
    while (this.tasks.size) await Promise.allSettled([...this.tasks]);
  }
}
