import { DEFAULT_TEST_AMOUNT } from '@exam/shared-contracts/constants';
import { useState, type ReactElement } from 'react';
import { errorMessage } from '@exam/shared-contracts/client';
import type { PaymentConfig } from '@exam/shared-contracts/http';
import { Button, Card, CardHeader, ErrorText, Grid, Muted, Row } from '../../../components/ui';
import { StatCard } from '../../../components/stat-card';
import { formatRupees } from '../../../lib/format';
import { useNotify } from '../../../lib/notify';
import { usePaymentConfigQuery, useUpdatePaymentConfigMutation } from '../api/payment-config-api';
import { testUpiLink } from '../lib/upi-link';
import { PaymentConfigForm } from '../components/payment-config-form';

/**
 * The Payment Config tab (SPEC 2 "Payment Config", SPEC 4 read/edit modes, SPEC 8): read-only cards, the
 * Test QR Code box with Copy Test UPI Link, and Edit Configuration. Fetched only while this tab is open.
 */
export function PaymentConfigTab(): ReactElement {
  const notify = useNotify();
  const { data, isLoading, isError, refetch } = usePaymentConfigQuery();
  const [save, { isLoading: saving }] = useUpdatePaymentConfigMutation();
  const [editing, setEditing] = useState(false);

  const saved: PaymentConfig = {
    upiId: data?.upiId ?? '',
    payeeName: data?.payeeName ?? '',
    bankName: data?.bankName ?? '',
  };
  const amount = data?.testAmount ?? DEFAULT_TEST_AMOUNT;

  const onSave = async (values: PaymentConfig) => {
    try {
      await save(values).unwrap();
      notify.success('Payment configuration updated successfully');
      setEditing(false);
    } catch (error) {
      notify.error(errorMessage(error, 'Failed to update payment configuration'));
    }
  };

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(testUpiLink(saved.upiId, saved.payeeName, amount));
      notify.success('Test UPI link copied to clipboard!');
    } catch {
      notify.error('Could not copy to the clipboard');
    }
  };

  if (isLoading) return <Muted role="status">Loading payment configuration...</Muted>;
  if (isError && !data) {
    return (
      <Row>
        <ErrorText role="alert">Failed to load payment configuration</ErrorText>
        <Button type="button" $small onClick={() => refetch()}>
          Retry
        </Button>
      </Row>
    );
  }

  return (
    <div style={{ display: 'grid', gap: 20 }}>
      <Card>
        <CardHeader>
          <h2>Payment Configuration</h2>
          {!editing && (
            <Button type="button" $variant="primary" onClick={() => setEditing(true)}>
              Edit Configuration
            </Button>
          )}
        </CardHeader>
        {editing ? (
          <PaymentConfigForm
            initial={saved}
            saving={saving}
            onSave={onSave}
            onCancel={() => setEditing(false)}
            onInvalid={notify.error}
          />
        ) : (
          <Grid $min={220}>
            <StatCard
              label="UPI ID"
              value={<span style={{ fontSize: '1rem' }}>{saved.upiId || 'Not configured'}</span>}
            />
            <StatCard
              label="Payee Name"
              value={<span style={{ fontSize: '1rem' }}>{saved.payeeName || 'Not configured'}</span>}
            />
            <StatCard
              label="Bank Name"
              value={<span style={{ fontSize: '1rem' }}>{saved.bankName || 'Not configured'}</span>}
            />
          </Grid>
        )}
      </Card>
      <Card>
        <CardHeader>
          <h3>Test QR Code</h3>
        </CardHeader>
        <Muted style={{ marginBottom: 12 }}>
          Test amount: <strong>{formatRupees(amount)}</strong>. Open the link on a phone with a UPI app to
          check the payee details.
        </Muted>
        {data?.testQrCode && (
          <img
            src={data.testQrCode}
            alt="Test QR code"
            width={180}
            height={180}
            style={{ display: 'block', marginBottom: 12, borderRadius: 8, background: '#fff' }}
          />
        )}
        <Button type="button" onClick={copyLink} disabled={!saved.upiId}>
          Copy Test UPI Link
        </Button>
      </Card>
    </div>
  );
}
