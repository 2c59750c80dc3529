import { useState, type ReactElement } from 'react';
import { notify } from '@exam/web-platform/client';
import { Dialog } from '@exam/shared-ui/dialog';
import { Field } from '@exam/shared-ui/field';
import { Button, Row, TextArea } from '../../../../components/ui';
import {
  useRejectionTemplatesQuery,
  useSaveRejectionTemplatesMutation,
} from '../api/rejection-templates-api';
import { parseTemplates } from '../lib/reject-reason';

/** Edits the rejection reasons, one a line; saved for every admin. */
export function TemplatesDialog({ onClose }: { onClose: () => void }): ReactElement {
  const saved = useRejectionTemplatesQuery().data?.templates;
  const [text, setText] = useState<string | null>(null);
  const [save, { isLoading }] = useSaveRejectionTemplatesMutation();
  const value = text ?? saved?.join('\n') ?? '';
  return (
    <Dialog title="Rejection reasons" onClose={onClose} width={520}>
      <form
        onSubmit={async (e) => {
          e.preventDefault();
          const templates = parseTemplates(value);
          if (!templates.length) return notify.error('Add at least one rejection reason');
          try {
            await save({ templates }).unwrap();
            notify.success('Rejection reasons saved');
            onClose();
          } catch {
            notify.error('Failed to save rejection reasons');
          }
        }}
      >
        <Field label="One reason a line">
          <TextArea value={value} rows={6} onChange={(e) => setText(e.target.value)} />
        </Field>
        <Row style={{ justifyContent: 'flex-end', marginTop: 16 }}>
          <Button type="button" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" $variant="primary" disabled={isLoading}>
            {isLoading ? 'Saving...' : 'Save'}
          </Button>
        </Row>
      </form>
    </Dialog>
  );
}
