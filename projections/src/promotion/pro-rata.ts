const DAY_MS = 86_400_000;

/**
 * The points of an order that come back when its promotion is ended early: its unused whole days, pro rata,
 * rounded down (never more than it paid). An order's days are the span [from, to) it added to the promotion.
 */
export function unusedPoints(order: { points: number; days: number; from: string; to: string }, endedAt: string): number {
  const end = Date.parse(endedAt);
  const from = Date.parse(order.from);
  const to = Date.parse(order.to);
  if (!(order.days > 0) || !(to > end)) return 0;
  const unusedDays = Math.min(order.days, Math.floor((to - Math.max(end, from)) / DAY_MS));
  return Math.max(0, Math.min(order.points, Math.floor((order.points * unusedDays) / order.days)));
}
