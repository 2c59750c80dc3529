import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderExam, fakeApi } from './exam-harness';
import { attemptState, QUESTIONS } from './fixtures';

/**
 * The exam screen on a question of 2 decimal places (docs/domains/exams.md "Online tests"): the question's
 * type names the rule, 3.141 stays as typed and Save & Next saves nothing, 3.14 is saved.
 */
const NOW = Date.parse('2030-01-01T00:00:00Z');

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
  localStorage.clear();
});
afterEach(() => {
  jest.useRealTimers();
});

async function settle(ms = 0) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

const heading = () => screen.getByRole('heading', { level: 2, name: /^Question \d+$/ });

it('a question of 2 decimal places: named, 3.141 refused as typed, 3.14 saved', async () => {
  const questions = QUESTIONS.map((q) => (q.number === 4 ? { ...q, decimals: 2 } : q));
  const api = fakeApi(attemptState(NOW, 3_600_000, { questions, currentQuestion: 4 }));
  renderExam();
  await settle();
  expect(heading()).toHaveTextContent('Question 4');
  expect(screen.getByText(/Numerical value \(up to 2 decimal places\)/)).toBeInTheDocument();
  const box = screen.getByRole('textbox', { name: 'Your answer (up to 2 decimal places)' });
  fireEvent.change(box, { target: { value: '3.141' } });
  expect(box).toHaveValue('3.141');
  expect(box).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByRole('alert')).toHaveTextContent('At most 2 digits after the decimal point');
  fireEvent.click(screen.getByRole('button', { name: 'Save & Next' }));
  await settle();
  expect(api.saves(4)).toEqual([]);
  expect(heading()).toHaveTextContent('Question 4');
  expect(box).toHaveValue('3.141');
  fireEvent.click(
    within(screen.getByRole('group', { name: 'Keypad' })).getByRole('button', { name: 'Backspace' }),
  );
  expect(box).not.toHaveAttribute('aria-invalid');
  fireEvent.click(screen.getByRole('button', { name: 'Save & Next' }));
  await settle();
  expect(api.saves(4).map((c) => c.body!.answer)).toEqual(['3.14']);
  expect(heading()).toHaveTextContent('Question 5');
});
