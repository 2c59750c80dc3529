import { useId, useState, type ReactElement } from 'react';
import { errorMessage, notify } from '@exam/web-platform/client';
import { Muted, Row } from '../../../components/ui';
import { useUploadSolutionsPdfMutation } from '../api/tests-api';

/**
 * The test's solutions PDF (`POST …/solutions-pdf`, multipart field `pdf`): how many pages the current one
 * has, and a file picker that uploads a new one with progress. Its pages can then hold solution regions.
 */
export function SolutionsUpload({
  testId,
  pages,
}: {
  testId: string;
  /** Pages of the uploaded solutions PDF, or null when there is none. */
  pages: number | null;
}): ReactElement {
  const [upload, { isLoading }] = useUploadSolutionsPdfMutation();
  const [progress, setProgress] = useState(0);
  const inputId = useId();

  const send = async (file: File | undefined) => {
    if (!file) return;
    if (file.type && file.type !== 'application/pdf') {
      notify.error('Please select a valid PDF file');
      return;
    }
    setProgress(0);
    try {
      const test = await upload({ id: testId, file, onProgress: setProgress }).unwrap();
      notify.success(`Solutions PDF uploaded: ${test.solutionsPageSizes?.length ?? 0} pages`);
    } catch (error) {
      notify.error(errorMessage(error, 'Failed to upload the solutions PDF'));
    }
  };

  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 8 }}>
      <Muted>
        {pages === null
          ? 'No solutions PDF: solution regions come from the paper.'
          : `Solutions PDF: ${pages} pages.`}
      </Muted>
      <Row>
        <label htmlFor={inputId} style={{ fontSize: '0.9rem' }}>
          {pages === null ? 'Upload a solutions PDF:' : 'Replace the solutions PDF:'}
        </label>
        <input
          id={inputId}
          type="file"
          accept="application/pdf,.pdf"
          style={{ maxWidth: '100%' }}
          disabled={isLoading}
          onChange={(e) => {
            void send(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </Row>
      {isLoading && (
        <Row role="status">
          <progress max={1} value={progress} aria-label="Solutions PDF upload" />
          <Muted>Uploading… {Math.round(progress * 100)}%</Muted>
        </Row>
      )}
    </div>
  );
}
