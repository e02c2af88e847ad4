/**
 * The Prometheus text exposition format (version 0.0.4), written by hand: a few gauges do not justify a
 * client library.
 */
export const PROMETHEUS_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

export interface Gauge {
  name: string;
  help: string;
  samples: readonly { labels?: Record<string, string>; value: number }[];
}

const escapeLabel = (v: string) => v.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/"/g, '\\"');
const escapeHelp = (v: string) => v.replace(/\\/g, '\\\\').replace(/\n/g, '\\n');
const formatValue = (v: number) => (Number.isNaN(v) ? 'NaN' : v === Infinity ? '+Inf' : v === -Infinity ? '-Inf' : String(v));

export function prometheusText(gauges: readonly Gauge[]): string {
  const lines: string[] = [];
  for (const g of gauges) {
    lines.push(`# HELP ${g.name} ${escapeHelp(g.help)}`, `# TYPE ${g.name} gauge`);
    for (const s of g.samples) {
      const labels =
        s.labels && Object.keys(s.labels).length
          ? `{${Object.entries(s.labels)
              .map(([k, v]) => `${k}="${escapeLabel(v)}"`)
              .join(',')}}`
          : '';
      lines.push(`${g.name}${labels} ${formatValue(s.value)}`);
    }
  }
  return `${lines.join('\n')}\n`;
}
