import { screen, within } from '@testing-library/react';
import { WeakChapters } from '../components/weak-chapters';
import { renderWithProviders } from '@exam/shared-ui/testing';

describe('the chapters to study next', () => {
  it('lists each chapter with the marks lost out of its full marks, its questions and attempts, in the order given', () => {
    renderWithProviders(
      <WeakChapters
        chapters={[
          { name: 'Current Electricity', marksLost: 18, maxScore: 16, questions: 4, attempts: 2 },
          { name: 'Ray Optics', marksLost: 5, maxScore: 8, questions: 2, attempts: 2 },
        ]}
      />,
    );
    const rows = within(screen.getByRole('table', { name: 'Chapters by marks lost' })).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'ChapterMarks lostQuestionsAttempts',
      'Current Electricity18 / 1642',
      'Ray Optics5 / 822',
    ]);
  });
});
