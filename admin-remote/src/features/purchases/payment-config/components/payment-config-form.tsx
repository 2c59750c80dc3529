import { UPI_ID_PATTERN } from '@exam/shared-contracts/constants';
import { useState, type ChangeEvent, type ReactElement } from 'react';
import type { PaymentConfig } from '@exam/shared-contracts/purchases';
import { Button, Grid, Input, Row } from '../../../../components/ui';
import { Field } from '@exam/shared-ui/field';

/** Shown when the UPI ID is not a VPA (`name@handle`). */
export const UPI_ID_MESSAGE = 'Please enter a valid UPI ID, like name@bank';

/**
 * Edit mode of the payee settings (docs/domains/operations.md "Admin screens", "Rules and limits": UPI ID,
 * payee name and bank name all required; the UPI ID must be a VPA). Cancel drops the edits: the parent shows
 * the saved values again.
 */
export function PaymentConfigForm({
  initial,
  saving,
  onSave,
  onCancel,
  onInvalid,
}: {
  initial: PaymentConfig;
  saving: boolean;
  onSave: (values: PaymentConfig) => void;
  onCancel: () => void;
  onInvalid: (message: string) => void;
}): ReactElement {
  const [values, setValues] = useState<PaymentConfig>(initial);
  const set = (key: keyof PaymentConfig) => (e: ChangeEvent<HTMLInputElement>) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const trimmed = {
          upiId: values.upiId.trim(),
          payeeName: values.payeeName.trim(),
          bankName: values.bankName.trim(),
        };
        if (!trimmed.upiId || !trimmed.payeeName || !trimmed.bankName) {
          onInvalid('Please fill in all required fields');
          return;
        }
        // The server checks the same VPA shape (name@handle); saying it here keeps the form open and clear.
        if (!new RegExp(UPI_ID_PATTERN).test(trimmed.upiId)) {
          onInvalid(UPI_ID_MESSAGE);
          return;
        }
        onSave(trimmed);
      }}
      style={{ display: 'grid', gap: 14 }}
    >
      <Grid $min={220}>
        <Field label="UPI ID" required>
          <Input value={values.upiId} onChange={set('upiId')} placeholder="name@bank" />
        </Field>
        <Field label="Payee Name" required>
          <Input value={values.payeeName} onChange={set('payeeName')} />
        </Field>
        <Field label="Bank Name" required>
          <Input value={values.bankName} onChange={set('bankName')} />
        </Field>
      </Grid>
      <Row style={{ justifyContent: 'flex-end' }}>
        <Button type="button" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" $variant="primary" disabled={saving}>
          {saving ? 'Saving...' : 'Save Configuration'}
        </Button>
      </Row>
    </form>
  );
}
