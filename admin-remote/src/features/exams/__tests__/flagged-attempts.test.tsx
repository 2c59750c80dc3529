import { act, fireEvent, screen, within } from '@testing-library/react';
import type { AdminAttempt } from '@exam/shared-contracts/exams';
import { ExcludeAttemptDialog } from '../components/exclude-attempt-dialog';
import { FlaggedAttempts, underReviewRows } from '../components/flagged-attempts';
import { renderWithProviders } from '@exam/shared-ui/testing';

const exclude = jest.fn();
jest.mock('../api/tests-api', () => ({
  useExcludeAttemptMutation: () => [exclude, { isLoading: false }],
}));
jest.mock('@exam/web-platform/client', () => ({
  ...jest.requireActual('@exam/web-platform/client'),
  notify: { success: jest.fn(), error: jest.fn() },
}));

const BURST = {
  kind: 'burst' as const,
  reason:
    '20 attempts scoring 0 or less or answering under 10% of the questions were submitted within 15 minutes',
};

const attempt = (n: number, patch: Partial<AdminAttempt> = {}): AdminAttempt => ({
  attemptId: `a${n}`,
  user: { id: `u${n}`, name: `Student ${n}`, email: `s${n}@example.com` },
  status: 'submitted',
  ranked: true,
  score: -24,
  maxScore: 96,
  rank: 6,
  startedAt: '2026-12-06T09:00:00Z',
  deadline: '2026-12-06T10:00:00Z',
  submittedAt: '2026-12-06T09:01:30Z',
  submittedBy: 'student',
  tabSwitches: 0,
  fullscreenExits: 0,
  watermarkCode: `K${n}`,
  flags: [],
  decision: null,
  decisionReason: null,
  decidedAt: null,
  inRanks: true,
  ...patch,
});

describe('the flagged attempts of a test', () => {
  it('lists flagged and excluded attempts with the reasons, Exclude for the undecided, Put back for the excluded', () => {
    const rows = [
      attempt(1),
      attempt(2, { flags: [BURST] }),
      attempt(3, {
        flags: [BURST],
        decision: 'excluded',
        decisionReason: 'All wrong in a burst',
        inRanks: false,
      }),
      attempt(4, { flags: [BURST], decision: 'kept' }),
    ];
    expect(underReviewRows(rows).map((a) => a.attemptId)).toEqual(['a2', 'a3', 'a4']);
    const onExclude = jest.fn();
    const onPutBack = jest.fn();
    renderWithProviders(
      <FlaggedAttempts attempts={rows} busy={false} onExclude={onExclude} onPutBack={onPutBack} />,
    );
    const [pending, excluded, kept] = screen.getAllByTestId('flagged-row');
    expect(within(pending).getByTestId('flag-reasons')).toHaveTextContent(BURST.reason);
    expect(within(pending).getByText('Under review')).toBeInTheDocument();
    fireEvent.click(
      within(pending).getByRole('button', { name: "Exclude Student 2's attempt from the ranks" }),
    );
    expect(onExclude).toHaveBeenCalledWith(rows[1]);
    fireEvent.click(within(pending).getByRole('button', { name: "Keep Student 2's attempt in the ranks" }));
    expect(onPutBack).toHaveBeenCalledWith(rows[1]);
    expect(within(excluded).getByText('All wrong in a burst')).toBeInTheDocument();
    expect(within(excluded).queryByRole('button', { name: /^Exclude/ })).toBeNull();
    fireEvent.click(
      within(excluded).getByRole('button', { name: "Put back Student 3's attempt in the ranks" }),
    );
    expect(onPutBack).toHaveBeenCalledWith(rows[2]);
    expect(within(kept).getByText('Kept')).toBeInTheDocument();
    expect(within(kept).queryByRole('button', { name: /^Keep/ })).toBeNull();
  });

  it('asks a reason of 3 to 500 characters before excluding, prefilled with the flags', async () => {
    exclude.mockReturnValue({ unwrap: () => Promise.resolve({}) });
    const onClose = jest.fn();
    renderWithProviders(
      <ExcludeAttemptDialog attempt={attempt(2, { flags: [BURST] })} testId="t1" onClose={onClose} />,
    );
    const reason = screen.getByRole('textbox');
    expect(reason).toHaveValue(BURST.reason);
    fireEvent.change(reason, { target: { value: '  ab ' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Exclude' })));
    expect(screen.getByRole('alert')).toHaveTextContent('Give a reason of 3 to 500 characters');
    expect(exclude).not.toHaveBeenCalled();
    fireEvent.change(reason, { target: { value: '  One of twenty all-wrong attempts  ' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Exclude' })));
    expect(exclude).toHaveBeenCalledWith({
      testId: 't1',
      attemptId: 'a2',
      reason: 'One of twenty all-wrong attempts',
    });
    expect(onClose).toHaveBeenCalled();
  });
});
