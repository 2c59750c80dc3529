import { useState, type ReactElement } from 'react';
import { Dialog } from '../../../components/dialog';
import { Field } from '../../../components/field';
import { Button, Row, TextArea } from '../../../components/ui';

/**
 * Asks for an optional rejection reason (shown to the student, SPEC 4 "rejected (reason shown)") before a
 * reject. `onConfirm` gets the trimmed reason, or '' when none was given.
 */
export function RejectDialog({
  utr,
  onConfirm,
  onCancel,
}: {
  utr: string;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}): ReactElement {
  const [reason, setReason] = useState('');
  return (
    <Dialog title={`Reject payment ${utr}`} onClose={onCancel} width={460}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onConfirm(reason.trim());
        }}
      >
        <Field label="Reason (optional)">
          <TextArea
            value={reason}
            maxLength={500}
            onChange={(e) => setReason(e.target.value)}
            placeholder="e.g. UTR not found in bank statement"
          />
        </Field>
        <Row style={{ justifyContent: 'flex-end', marginTop: 16 }}>
          <Button type="button" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" $variant="danger">
            Reject
          </Button>
        </Row>
      </form>
    </Dialog>
  );
}
