import { act, fireEvent, screen, within } from '@testing-library/react';
import type { TestJob } from '@exam/shared-contracts/exams';
import { MakeTestDialog } from '../components/make-test-dialog';
import { JOB_POLL_MS } from '../lib/job-progress';
import { renderWithProviders } from '@exam/shared-ui/testing';

/** The job as the next poll answers it (set by each test); the last poll's options are kept. */
let job: TestJob | undefined;
let pollOptions: { pollingInterval?: number } | undefined;
const start = jest.fn();

jest.mock('../api/tests-api', () => ({
  useTestSeriesBooksQuery: () => ({
    data: [{ _id: 'b1', title: 'NEET 2018 paper', category: 'NEET', section: 'test', pdfUrl: '/p.pdf' }],
    isLoading: false,
    isError: false,
    refetch: jest.fn(),
  }),
  useStartTestJobMutation: () => [start, { isLoading: false }],
  useTestJobQuery: (_id: string, options: { pollingInterval?: number }) => {
    pollOptions = options;
    return { data: job, isError: false, refetch: jest.fn() };
  },
}));

/** A job at `stage` of a 44-page paper (the fields the API sends). */
const jobAt = (changes: Partial<TestJob>): TestJob => ({
  id: 'job-1',
  bookId: 'b1',
  stage: 'text',
  pages: 44,
  pagesRead: 0,
  questionsFound: null,
  fromImages: false,
  testId: null,
  error: null,
  createdAt: '2025-11-20T10:00:00.000Z',
  updatedAt: '2025-11-20T10:00:00.000Z',
  ...changes,
});

function show() {
  const onMade = jest.fn();
  const onClose = jest.fn();
  const view = renderWithProviders(<MakeTestDialog onMade={onMade} onClose={onClose} />);
  const rerender = () => view.rerender(<MakeTestDialog onMade={onMade} onClose={onClose} />);
  return { onMade, onClose, rerender };
}

/** Chooses the NEET preset and starts the job (the API answers 202 with `jobAt({})`). */
async function startNeet() {
  start.mockReturnValue({ unwrap: () => Promise.resolve(jobAt({})) });
  fireEvent.change(screen.getByLabelText(/Preset/), { target: { value: 'neet' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Make the test' })));
}

const bar = () => screen.getByRole('progressbar', { name: 'Making the test' });

beforeEach(() => {
  job = undefined;
  pollOptions = undefined;
  start.mockReset();
});

describe('the Make a test dialog follows the job', () => {
  it('starts the job with the chosen preset and says each stage in words, with a progress bar', async () => {
    const { rerender } = show();
    await startNeet();
    expect(start).toHaveBeenCalledWith({ bookId: 'b1', preset: 'neet' });
    // Before the first answer: never a blank wait.
    expect(bar()).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByText('Starting…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Making the test…' })).toBeDisabled();
    expect(pollOptions?.pollingInterval).toBe(JOB_POLL_MS);

    job = jobAt({ stage: 'text' });
    rerender();
    expect(screen.getByText('Reading the text…')).toBeInTheDocument();

    job = jobAt({ stage: 'images', pagesRead: 11 });
    rerender();
    expect(screen.getByText('Reading page 12 of 44…')).toBeInTheDocument();
    expect(Number(bar().getAttribute('aria-valuenow'))).toBe(26);
    expect(bar()).toHaveAttribute('aria-valuetext', 'Reading page 12 of 44…');

    job = jobAt({ stage: 'questions', pagesRead: 44 });
    rerender();
    expect(screen.getByText('Finding questions…')).toBeInTheDocument();
    expect(Number(bar().getAttribute('aria-valuenow'))).toBe(90);
  });

  it('says a scan is read from page images (OCR), page by page', async () => {
    const { rerender } = show();
    await startNeet();
    job = jobAt({ stage: 'images', pages: 13, pagesRead: 2, fromImages: true });
    rerender();
    expect(screen.getByRole('status')).toHaveTextContent('Reading page images (OCR): 3 of 13…');
  });

  it('opens the new test when the job is done, once, and stops polling', async () => {
    const { onMade, rerender } = show();
    await startNeet();
    job = jobAt({ stage: 'done', pagesRead: 44, questionsFound: 180, testId: 'test-9' });
    rerender();
    rerender();
    expect(onMade).toHaveBeenCalledTimes(1);
    expect(onMade).toHaveBeenCalledWith('test-9', 180);
    expect(pollOptions?.pollingInterval).toBe(0);
  });

  it('shows a failed job’s error in the dialog, with Try again and Close', async () => {
    const { onMade, onClose, rerender } = show();
    await startNeet();
    job = jobAt({ stage: 'failed', error: 'No question labels (Q.1, 1., 1)) were found in this PDF' });
    rerender();
    expect(onMade).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No question labels (Q.1, 1., 1)) were found in this PDF',
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    const dialog = screen.getByRole('dialog', { name: 'Make a test' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    // Try again starts a new job, followed from its first stage.
    job = jobAt({ id: 'job-2', stage: 'text' });
    start.mockReturnValue({ unwrap: () => Promise.resolve(jobAt({ id: 'job-2' })) });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' })));
    expect(start).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('status')).toHaveTextContent('Reading the text…');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps a refusal to start in the dialog', async () => {
    show();
    start.mockReturnValue({
      unwrap: () => Promise.reject({ status: 400, data: { error: 'This book is not a test series' } }),
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Make the test' })));
    expect(screen.getByRole('alert')).toHaveTextContent('This book is not a test series');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });
});
