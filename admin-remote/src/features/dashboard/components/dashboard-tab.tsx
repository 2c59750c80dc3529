import type { ReactElement } from 'react';
import styled from 'styled-components';
import { Button, Card, CardHeader, ErrorText, Grid, Muted, Row } from '../../../components/ui';
import { StatCard } from '../../../components/stat-card';
import { formatRupees } from '../../../lib/format';
import { useDashboardQuery } from '../api/dashboard-api';
import { growthView } from '../lib/growth';

const Growth = styled.span<{ $positive: boolean }>`
  font-size: 0.85rem;
  font-weight: 600;
  color: ${({ theme, $positive }) => ($positive ? theme.colors.success : theme.colors.danger)};
`;

function GrowthLine({ value }: { value: number | undefined }): ReactElement {
  const g = growthView(value);
  return (
    <Growth $positive={g.positive}>
      {g.text} <Muted as="span">vs last 30 days</Muted>
    </Growth>
  );
}

/**
 * The Dashboard tab (SPEC 2 "Dashboard", SPEC 3 "Admin stats"): four stat cards with growth, and Quick
 * Actions. When the stats call fails the cards show zeros and a note, and the actions still work.
 */
export function DashboardTab({ onAddBook, onViewUsers }: { onAddBook: () => void; onViewUsers: () => void }): ReactElement {
  const { data, isLoading, isError, refetch } = useDashboardQuery();
  const n = (v: number | undefined) => (isLoading ? '…' : (v ?? 0).toLocaleString('en-IN'));
  return (
    <div style={{ display: 'grid', gap: 20 }}>
      {isError && (
        <Row>
          <ErrorText role="alert">Statistics are unavailable right now.</ErrorText>
          <Button type="button" $small onClick={() => refetch()}>
            Retry
          </Button>
        </Row>
      )}
      <Grid $min={210}>
        <StatCard label="Total Users" value={n(data?.totalUsers)} footer={<GrowthLine value={data?.userGrowth} />} />
        <StatCard label="Total Books" value={n(data?.totalBooks)} footer={<GrowthLine value={data?.bookGrowth} />} />
        <StatCard label="Total Payments" value={n(data?.totalPayments)} footer={<GrowthLine value={data?.paymentGrowth} />} />
        <StatCard
          label="Revenue"
          value={isLoading ? '…' : formatRupees(data?.totalRevenue ?? 0)}
          footer={<GrowthLine value={data?.revenueGrowth} />}
        />
      </Grid>
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
          {/* SPEC 2: Export Data has no action wired. */}
          <Button type="button">Export Data</Button>
        </Row>
      </Card>
    </div>
  );
}
