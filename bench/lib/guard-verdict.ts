/**
 * The speed guard's verdict (bench/guard.ts): each path's CPU time as a ratio to the reference workload of the same
 * run, against its committed baseline. A path fails when its ratio grows past `limit` times the baseline; a path with
 * no baseline fails too, so a new path cannot go unguarded by accident.
 */
export interface PathVerdict {
  path: string;
  ratio: number;
  baseline: number | undefined;
  /** ratio / baseline. */
  times: number;
  regressed: boolean;
}

export function guardVerdict(ratios: Record<string, number>, baseline: Record<string, number>, limit: number): PathVerdict[] {
  return Object.entries(ratios).map(([path, ratio]) => {
    const base = baseline[path];
    const times = base && base > 0 ? ratio / base : Number.POSITIVE_INFINITY;
    return { path, ratio, baseline: base, times, regressed: times > limit };
  });
}
