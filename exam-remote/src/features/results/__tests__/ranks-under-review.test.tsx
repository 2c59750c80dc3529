import { act, screen } from '@testing-library/react';
import type { AttemptResult } from '@exam/shared-contracts/exams';
import { setLang } from '@exam/web-platform/i18n';
import { Leaderboard } from '../components/leaderboard';
import { ScoreSummary } from '../components/score-summary';
import '../i18n';
import { renderWithProviders } from '@exam/shared-ui/testing';

const rows = [{ rank: 1, name: 'Ra*** S.', score: 76 }];

const result: AttemptResult = {
  attemptId: 'a1',
  score: -24,
  maxScore: 96,
  correct: 0,
  partial: 0,
  wrong: 24,
  unattempted: 0,
  accuracy: 0,
  timeSpentMs: 90_000,
  ranked: true,
  excluded: true,
  rank: null,
  percentile: null,
  candidates: 5,
  sections: [],
  types: [],
  submittedAt: '2026-12-06T09:00:00Z',
  submittedBy: 'student',
  timeUsedMs: 60_000,
  keyRevisedAt: null,
};

afterEach(() => act(() => setLang('en')));

describe('the leaderboard while attempts are under review', () => {
  it('says how many, in English and in हिंदी, and says nothing when none are', async () => {
    const { rerender } = renderWithProviders(<Leaderboard rows={rows} underReview={3} />);
    expect(screen.getByTestId('under-review')).toHaveTextContent(
      '3 attempts are under review; ranks may change.',
    );
    rerender(<Leaderboard rows={rows} underReview={1} />);
    expect(screen.getByTestId('under-review')).toHaveTextContent(
      '1 attempt is under review; ranks may change.',
    );
    await act(() => setLang('hi'));
    rerender(<Leaderboard rows={rows} underReview={3} />);
    expect(screen.getByTestId('under-review')).toHaveTextContent('3 प्रयासों की जाँच चल रही है; रैंक बदल सकती है।');
    rerender(<Leaderboard rows={rows} underReview={0} />);
    expect(screen.queryByTestId('under-review')).toBeNull();
  });
});

describe('an attempt the admin took out of the ranks', () => {
  it('shows its score and a neutral word instead of a rank', () => {
    renderWithProviders(<ScoreSummary result={result} />);
    expect(screen.getByTestId('result-score')).toHaveTextContent('−24 / 96');
    expect(screen.getByTestId('result-rank')).toHaveTextContent('Not ranked');
    expect(
      screen.getByText('This attempt is not counted in the ranks. Your score stands.'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('result-percentile')).toBeNull();
  });
});
