import { useEffect, useRef, useState, type ReactElement } from 'react';
import styled from 'styled-components';
import { errorMessage } from '@exam/web-platform/client';
import type { TestJob } from '@exam/shared-contracts/exams';
import { Button, ErrorText, Muted, Row } from '../../../components/ui';
import { useTestJobQuery } from '../api/tests-api';
import { JOB_POLL_MS, jobEnded, jobProgress } from '../lib/job-progress';

const Track = styled.div`
  height: 10px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  outline: 1px solid ${({ theme }) => theme.colors.border};
  overflow: hidden;
`;

const Fill = styled.div<{ $percent: number }>`
  height: 100%;
  width: ${({ $percent }) => $percent}%;
  background: ${({ theme }) => theme.colors.primary};
  transition: width 0.3s ease;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

/** A progress bar of 0..100 percent, named and with its value in words for a screen reader. */
export function ProgressBar({
  percent,
  label,
  valueText,
}: {
  percent: number;
  label: string;
  valueText: string;
}): ReactElement {
  return (
    <Track
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText}
    >
      <Fill $percent={percent} />
    </Track>
  );
}

/**
 * Follows job `jobId` (`GET /api/admin/tests/jobs/:id` every {@link JOB_POLL_MS} ms until it ends): the
 * stage in words and a progress bar, announced politely. `onEnd` gets the ended job once (`done` with its
 * `testId`, or `failed` with its `error`). A failed poll (the network, a restarted server) says so with
 * Retry; polling goes on meanwhile, so the job is found again when the server answers.
 */
export function JobProgressView({
  jobId,
  onEnd,
}: {
  jobId: string;
  onEnd: (job: TestJob) => void;
}): ReactElement {
  const [pollMs, setPollMs] = useState(JOB_POLL_MS);
  const query = useTestJobQuery(jobId, { pollingInterval: pollMs, skipPollingIfUnfocused: false });
  const job = query.data;
  const reported = useRef<string | null>(null);

  useEffect(() => {
    if (!job || !jobEnded(job) || reported.current === job.id) return;
    // Once per job: a re-render with a new onEnd must not report it again.
    reported.current = job.id;
    setPollMs(0);
    onEnd(job);
  }, [job, onEnd]);

  const progress = job ? jobProgress(job) : null;
  const text = progress?.text ?? 'Starting…';
  return (
    <div data-testid="make-test-progress" style={{ display: 'grid', gap: 8 }}>
      <ProgressBar percent={progress?.percent ?? 0} label="Making the test" valueText={text} />
      <Muted role="status" aria-live="polite">
        {text}
      </Muted>
      {query.isError && (
        <Row>
          <ErrorText role="alert">
            Lost touch with the server: {errorMessage(query.error, 'the job could not be read')}
          </ErrorText>
          <Button type="button" $size="small" onClick={() => void query.refetch()}>
            Retry
          </Button>
        </Row>
      )}
    </div>
  );
}
