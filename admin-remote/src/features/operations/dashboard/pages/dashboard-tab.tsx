import { adminPurchasePaths } from '@exam/shared-contracts/constants';
import { lazy, Suspense, useState, type ReactElement } from 'react';
import styled from 'styled-components';
import { errorMessage, notify } from '@exam/web-platform/client';
import type { AdminDashboard } from '@exam/shared-contracts/operations';
import { formatRupees } from '@exam/shared-contracts/rules';
import { Button, Card, CardHeader, Muted, Row } from '../../../../components/ui';
import { StatCard, StatRow } from '../../../../components/stat-card';
import { StateBlock } from '@exam/shared-ui/state-block';
import { downloadFile } from '../../../../lib/http';
import { seriesTotals } from '../lib/chart-days';
import { useDashboardQuery } from '../api/dashboard-api';
import { growthView } from '../lib/growth';
import { LimitsCard } from '../components/limits-card';

const Growth = styled.span<{ $positive: boolean }>`
  font-size: 0.85rem;
  font-weight: 600;
  color: ${({ theme, $positive }) => ($positive ? theme.colors.success : theme.colors.danger)};
`;

const count = (n: number) => n.toLocaleString('en-IN');

/** The four stat cards (docs/domains/operations.md "Dashboard"): figure and growth over the last 30 days. */
const STATS: ReadonlyArray<{
  label: string;
  value: (d: AdminDashboard) => number;
  growth: (d: AdminDashboard) => number;
  show: (n: number) => string;
}> = [
  { label: 'Total Users', value: (d) => d.totalUsers, growth: (d) => d.userGrowth, show: count },
  { label: 'Total Books', value: (d) => d.totalBooks, growth: (d) => d.bookGrowth, show: count },
  { label: 'Total Payments', value: (d) => d.totalPayments, growth: (d) => d.paymentGrowth, show: count },
  { label: 'Revenue', value: (d) => d.totalRevenue, growth: (d) => d.revenueGrowth, show: formatRupees },
];

// recharts is large: load it after the stat cards, in its own chunk.
const ActivityChart = lazy(() => import('../components/activity-chart'));

function GrowthLine({ value }: { value: number | undefined }): ReactElement {
  const g = growthView(value);
  return (
    <Growth $positive={g.positive}>
      {g.text} <Muted as="span">vs last 30 days</Muted>
    </Growth>
  );
}

/**
 * The Dashboard tab (docs/domains/operations.md "Dashboard"): four stat cards with growth, the chart of
 * the last 30 days, and Quick Actions; Export Data downloads every payment as CSV. When the stats call
 * fails the cards show zeros and a note with Retry, and the actions still work.
 */
export function DashboardTab({
  onAddBook,
  onViewUsers,
}: {
  onAddBook: () => void;
  onViewUsers: () => void;
}): ReactElement {
  const query = useDashboardQuery();
  const { data, isLoading } = query;
  const [exporting, setExporting] = useState(false);
  const exportPayments = async () => {
    setExporting(true);
    try {
      await downloadFile(`${adminPurchasePaths.adminPaymentsExport}?status=all`, 'payments.csv');
      notify.success('Payments exported successfully');
    } catch (error) {
      notify.error(errorMessage(error, 'Failed to export payments'));
    } finally {
      setExporting(false);
    }
  };
  const totals = seriesTotals(data?.daily ?? []);
  return (
    <div style={{ display: 'grid', gap: 20 }}>
      {/* No loading text: the cards show "…" until the numbers arrive, and zeros if they do not. */}
      <StateBlock query={query} texts={{ error: 'Statistics are unavailable right now.' }} />
      <StatRow>
        {STATS.map((stat) => (
          <StatCard
            key={stat.label}
            label={stat.label}
            value={isLoading ? '…' : stat.show(data ? stat.value(data) : 0)}
            footer={<GrowthLine value={data && stat.growth(data)} />}
          />
        ))}
      </StatRow>
      <Card>
        <CardHeader>
          <h2 id="activity-chart-title">Last 30 Days</h2>
          <Muted>
            {formatRupees(totals.revenue)} approved · {totals.payments} payments submitted
          </Muted>
        </CardHeader>
        <figure
          data-testid="activity-chart"
          aria-labelledby="activity-chart-title"
          style={{ margin: 0, minHeight: 280 }}
        >
          {data && (
            <Suspense fallback={<Muted role="status">Loading chart...</Muted>}>
              <ActivityChart days={data.daily} />
            </Suspense>
          )}
        </figure>
      </Card>
      <Card>
        <CardHeader>
          <h2>Quick Actions</h2>
        </CardHeader>
        <Row>
          <Button type="button" $variant="primary" onClick={onAddBook}>
            Add New Book
          </Button>
          <Button type="button" onClick={onViewUsers}>
            View All Users
          </Button>
          {/* Export Data downloads the payments as CSV (docs/domains/operations.md "Dashboard"). */}
          <Button type="button" onClick={exportPayments} disabled={exporting}>
            {exporting ? 'Exporting...' : 'Export Data'}
          </Button>
        </Row>
      </Card>
      <LimitsCard />
    </div>
  );
}
