import cluster from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';

const REQUEST = 'anonse:metrics-request';
const ANSWER = 'anonse:metrics-answer';
/** The primary asks every worker; prom-client gives up on them after 5 s. */
const ANSWER_TIMEOUT_MS = 6_000;

interface Answer {
  type: typeof ANSWER;
  id: number;
  text?: string;
  error?: string;
}

/**
 * Several HTTP workers of one node (WEB_CONCURRENCY) share the port, so a scrape reaches one of them: its own counts
 * would jump between workers from one scrape to the next (Prometheus would read resets). The worker that is asked
 * asks its primary, which sums every worker's per-process registry (prom-client's AggregatorRegistry: counters and
 * histograms added up, each of Node's own metrics as prom-client aggregates it).
 */
export function serveClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: { type?: string; id?: number }) => {
    if (message?.type !== REQUEST) return;
    const reply = (answer: Omit<Answer, 'type' | 'id'>) => worker.isConnected() && worker.send({ type: ANSWER, id: message.id, ...answer });
    aggregator.clusterMetrics().then(
      (text) => reply({ text }),
      (error: unknown) => reply({ error: String(error) }),
    );
  });
}

let lastId = 0;
const waiting = new Map<number, (answer: Answer) => void>();

/** In a worker: makes `registry` the one the primary collects, and answers the primary's requests for it. */
export function joinClusterMetrics(registry: Registry): void {
  AggregatorRegistry.setRegistries([registry]);
  // Constructing one is what makes prom-client answer the primary's requests in this worker.
  new AggregatorRegistry();
  process.on('message', (message: Partial<Answer>) => {
    if (message?.type === ANSWER && typeof message.id === 'number') waiting.get(message.id)?.(message as Answer);
  });
}

/** In a worker: every worker's per-process metrics, summed by the primary. */
export function clusterMetricsText(): Promise<string> {
  const id = ++lastId;
  return new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      waiting.delete(id);
      reject(new Error('the cluster primary did not answer with the workers’ metrics'));
    }, ANSWER_TIMEOUT_MS);
    waiting.set(id, (answer) => {
      clearTimeout(timer);
      waiting.delete(id);
      if (answer.text !== undefined) resolve(answer.text);
      else reject(new Error(answer.error ?? 'no metrics'));
    });
    process.send!({ type: REQUEST, id });
  });
}
