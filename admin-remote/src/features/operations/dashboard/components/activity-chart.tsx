import type { ReactElement } from 'react';
import { useTheme } from 'styled-components';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { DashboardDay } from '@exam/shared-contracts/operations';
import { formatRupees } from '@exam/shared-contracts/rules';
import { shortDay } from '../lib/chart-days';

/**
 * The dashboard chart (an addition to docs/domains/operations.md "Dashboard"): approved revenue per day
 * (line, rupees, left axis) and submitted payments per day (bars, count, right axis) over the 30 days of
 * `days`, oldest first. recharts is bundled in admin-remote (not a federated singleton): it keeps its own
 * chart store, so no other app depends on it.
 */
export default function ActivityChart({ days }: { days: DashboardDay[] }): ReactElement {
  const theme = useTheme();
  const c = theme.colors;
  return (
    <ResponsiveContainer width="100%" height={280}>
      <ComposedChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
        <CartesianGrid stroke={c.border} strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="date" tickFormatter={shortDay} stroke={c.textMuted} fontSize={12} minTickGap={16} />
        <YAxis
          yAxisId="revenue"
          stroke={c.textMuted}
          fontSize={12}
          tickFormatter={(v: number) => formatRupees(v)}
          width={80}
        />
        <YAxis
          yAxisId="payments"
          orientation="right"
          allowDecimals={false}
          stroke={c.textMuted}
          fontSize={12}
          width={32}
        />
        <Tooltip
          contentStyle={{ background: c.surface, border: `1px solid ${c.border}`, color: c.text }}
          labelFormatter={(label) => shortDay(String(label))}
          formatter={(value, name) => (name === 'Revenue' ? formatRupees(Number(value)) : value)}
        />
        <Legend />
        <Bar
          yAxisId="payments"
          dataKey="payments"
          name="Payments submitted"
          fill={c.primary}
          radius={[4, 4, 0, 0]}
          isAnimationActive={false}
        />
        <Line
          yAxisId="revenue"
          dataKey="revenue"
          name="Revenue"
          type="monotone"
          stroke={c.success}
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
