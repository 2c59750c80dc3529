import { screen } from '@testing-library/react';
import { renderWithProviders } from '@exam/shared-ui/testing';
import type { MyTestState, TestListItem } from '@exam/shared-contracts/exams';
import { SeriesTestCard } from '../components/series-test-card';

const NOW = Date.parse('2026-12-06T10:00:00Z');

function card(mine: MyTestState) {
  const test: TestListItem = {
    id: 't1',
    bookId: 'b1',
    title: 'Mock 01',
    durationSeconds: 3600,
    questionCount: 24,
    maxScore: 96,
    mine,
  };
  renderWithProviders(<SeriesTestCard test={test} now={NOW} />, { route: '/' });
  return screen.getByTestId('test-standing');
}

describe("a series' test card", () => {
  it('not started: says so and offers only Open test', () => {
    expect(
      card({ state: 'not_started', attemptId: null, deadline: null, score: null, submitted: 0 }),
    ).toHaveTextContent('Not started');
    expect(screen.getByRole('link', { name: 'Open test' })).toHaveAttribute('href', '/test/t1');
    expect(screen.queryByRole('link', { name: 'View result' })).toBeNull();
  });

  it('in progress: the open attempt\u2019s time left, in whole minutes rounded up', () => {
    const deadline = new Date(NOW + 41 * 60_000 + 5_000).toISOString();
    expect(
      card({ state: 'in_progress', attemptId: 'a1', deadline, score: null, submitted: 0 }),
    ).toHaveTextContent('In progress: 42 minutes left');
    expect(screen.queryByRole('link', { name: 'View result' })).toBeNull();
  });

  it('submitted: the latest score out of the maximum, and View result opens that attempt\u2019s result', () => {
    expect(
      card({ state: 'submitted', attemptId: 'a2', deadline: null, score: -3, submitted: 2 }),
    ).toHaveTextContent('Submitted: −3 out of 96');
    expect(screen.getByRole('link', { name: 'View result' })).toHaveAttribute(
      'href',
      '/test/t1/attempt/a2/result',
    );
  });
});
