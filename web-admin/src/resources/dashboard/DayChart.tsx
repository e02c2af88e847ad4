import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { niceTicks } from './format';

export interface Series {
  label: string;
  color: string;
  values: readonly (number | null)[];
  kind: 'bar' | 'line';
}

const W = 800;
const H = 220;
const PAD = { left: 48, right: 12, top: 12, bottom: 28 };

/**
 * One chart of daily values drawn with plain SVG: bars side by side per day and lines over them, a value axis with
 * round ticks, a few day labels. Each bar and point has a native tooltip (<title>) with the day and value.
 */
export function DayChart({
  title,
  days,
  series,
  format = String,
  testId,
}: {
  title: string;
  days: readonly string[];
  series: Series[];
  format?: (v: number) => string;
  testId?: string;
}) {
  const theme = useTheme();
  const max = Math.max(0, ...series.flatMap((s) => s.values.filter((v): v is number => v !== null)));
  const ticks = niceTicks(max);
  const top = ticks.at(-1) || 1;
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const slot = plotW / Math.max(1, days.length);
  const x = (i: number) => PAD.left + i * slot;
  const y = (v: number) => PAD.top + plotH - (v / top) * plotH;
  const bars = series.filter((s) => s.kind === 'bar');
  const barW = Math.max(1, (slot * 0.8) / Math.max(1, bars.length));
  const labelEvery = Math.max(1, Math.ceil(days.length / 8));
  const muted = theme.palette.text.secondary;
  return (
    <Box data-testid={testId} sx={{ mb: 3 }}>
      <Typography variant="subtitle1" component="h3">
        {title}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 0.5 }}>
        {series.map((s) => (
          <Box key={s.label} sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontSize: 13 }}>
            <Box component="span" sx={{ width: 12, height: s.kind === 'bar' ? 12 : 3, bgcolor: s.color, display: 'inline-block' }} />
            {s.label}
          </Box>
        ))}
      </Box>
      <svg viewBox={`0 0 ${W} ${H}`} width="100%" role="img" aria-label={title} style={{ maxHeight: 260, display: 'block' }}>
        {ticks.map((v) => (
          <g key={v}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(v)} y2={y(v)} stroke={theme.palette.divider} />
            <text x={PAD.left - 6} y={y(v) + 4} textAnchor="end" fontSize={11} fill={muted}>
              {format(v)}
            </text>
          </g>
        ))}
        {days.map((day, i) =>
          i % labelEvery === 0 ? (
            <text key={day} x={x(i) + slot / 2} y={H - 8} textAnchor="middle" fontSize={11} fill={muted}>
              {day.slice(5)}
            </text>
          ) : null,
        )}
        {bars.map((s, b) =>
          s.values.map((v, i) =>
            v ? (
              <rect
                key={`${s.label}${i}`}
                x={x(i) + slot * 0.1 + b * barW}
                y={y(v)}
                width={barW}
                height={Math.max(0, y(0) - y(v))}
                fill={s.color}
              >
                <title>{`${days[i]} · ${s.label}: ${format(v)}`}</title>
              </rect>
            ) : null,
          ),
        )}
        {series
          .filter((s) => s.kind === 'line')
          .map((s) => {
            // A day without a value (no decisions) breaks the line rather than drawing a false zero.
            const segments: string[] = [];
            let current = '';
            s.values.forEach((v, i) => {
              if (v === null) {
                if (current) segments.push(current);
                current = '';
                return;
              }
              current += `${current ? 'L' : 'M'}${x(i) + slot / 2},${y(v)}`;
            });
            if (current) segments.push(current);
            return (
              <g key={s.label}>
                {segments.map((d) => (
                  <path key={d} d={d} fill="none" stroke={s.color} strokeWidth={2} />
                ))}
                {s.values.map((v, i) =>
                  v === null ? null : (
                    <circle key={i} cx={x(i) + slot / 2} cy={y(v)} r={days.length > 60 ? 1.5 : 3} fill={s.color}>
                      <title>{`${days[i]} · ${s.label}: ${format(v)}`}</title>
                    </circle>
                  ),
                )}
              </g>
            );
          })}
      </svg>
    </Box>
  );
}
