import { useState, type ReactElement } from 'react';
import { errorMessage, notify } from '@exam/web-platform/client';
import type { PaymentConfig, PaymentConfigResponse } from '@exam/shared-contracts/purchases';
import { formatRupees, upiLink } from '@exam/shared-contracts/rules';
import { Button, Card, CardHeader, Grid, Muted } from '../../../../components/ui';
import { StatCard } from '../../../../components/stat-card';
import { StateBlock, type StateTexts } from '@exam/shared-ui/state-block';
import { usePaymentConfigQuery, useUpdatePaymentConfigMutation } from '../api/payment-config-api';
import { PaymentConfigForm } from '../components/payment-config-form';

/** The texts of the payee settings' states (docs/domains/operations.md "Admin screens", "Errors"). */
const TEXTS: StateTexts = {
  loading: 'Loading payment configuration...',
  error: 'Failed to load payment configuration',
};

/**
 * The Payment Config tab (docs/domains/operations.md "Payment Config", "Calls"): the saved payee settings,
 * fetched only while this tab is open.
 */
export function PaymentConfigTab(): ReactElement {
  const query = usePaymentConfigQuery();
  return (
    <StateBlock query={query} texts={TEXTS}>
      {(data) => <PaymentConfigPanel data={data} />}
    </StateBlock>
  );
}

/**
 * The loaded settings (docs/domains/operations.md "Payment Config" read/edit modes,
 * docs/domains/operations.md "Errors"): read-only cards (Not configured when empty), the Test QR Code box
 * with Copy Test UPI Link, and Edit Configuration.
 */
function PaymentConfigPanel({ data }: { data: PaymentConfigResponse }): ReactElement {
  const [save, { isLoading: saving }] = useUpdatePaymentConfigMutation();
  const [editing, setEditing] = useState(false);

  const saved: PaymentConfig = { upiId: data.upiId, payeeName: data.payeeName, bankName: data.bankName };
  const amount = data.testAmount;

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
      await navigator.clipboard.writeText(upiLink(saved.upiId, saved.payeeName, amount));
      notify.success('Test UPI link copied to clipboard!');
    } catch {
      notify.error('Could not copy to the clipboard');
    }
  };

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
        {data.testQrCode && (
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
