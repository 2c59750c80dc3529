import { useState, type ReactElement } from 'react';
import { Dialog } from '@exam/shared-ui/dialog';
import { Field } from '@exam/shared-ui/field';
import { Button, Row, Select, TextArea } from '../../../../components/ui';
import { useRejectionTemplatesQuery } from '../api/rejection-templates-api';
import { rejectReason } from '../lib/reject-reason';

/**
 * Asks for the rejection reason shown to the student (docs/domains/purchases.md "Payment states"): one of
 * the editable templates, focused on open so arrows pick one and Enter rejects, plus an optional note.
 * `onConfirm` gets the composed reason, or '' when none was given.
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
  const templates = useRejectionTemplatesQuery().data?.templates ?? [];
  const [template, setTemplate] = useState<string | null>(null);
  const [note, setNote] = useState('');
  // Until the admin picks, the first template is the one Enter sends.
  const chosen = template ?? templates[0] ?? '';
  return (
    <Dialog title={`Reject payment ${utr}`} onClose={onCancel} width={460}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onConfirm(rejectReason(chosen, note));
        }}
        onKeyDown={(e) => {
          // Enter on the reason list rejects at once: no mouse needed.
          if (e.key === 'Enter' && (e.target as HTMLElement).tagName === 'SELECT') {
            e.preventDefault();
            onConfirm(rejectReason(chosen, note));
          }
        }}
      >
        <Field label="Reason">
          <Select value={chosen} onChange={(e) => setTemplate(e.target.value)}>
            {templates.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
            <option value="">No template (note only)</option>
          </Select>
        </Field>
        <div style={{ height: 12 }} />
        <Field label="Note (optional)">
          <TextArea
            value={note}
            maxLength={300}
            onChange={(e) => setNote(e.target.value)}
            placeholder="e.g. paid ₹90 instead of ₹99"
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
