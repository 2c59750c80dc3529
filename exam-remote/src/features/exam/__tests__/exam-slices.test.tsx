import { screen } from '@testing-library/react';
import { fakeApi, renderExam } from './exam-harness';
import { attemptState } from './fixtures';

// React's scheduler as it is, but counting React's questions "should I give the main thread back?": a
// render in slices asks before each part; a render that may not stop never asks.
const mockScheduler = { asked: 0 };
jest.mock('scheduler', () => {
  const real = jest.requireActual<{ unstable_shouldYield: () => boolean }>('scheduler');
  return {
    ...real,
    unstable_shouldYield: () => {
      mockScheduler.asked += 1;
      return real.unstable_shouldYield();
    },
  };
});

const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
afterEach(() => (actEnvironment.IS_REACT_ACT_ENVIRONMENT = true));

/**
 * The loaded attempt draws the whole screen (header, sections, question, buttons, palette): about 200 ms of
 * a cheap phone's main thread in one task if React may not stop. Drawn as a transition, React can yield
 * between parts, so a tap or a paint gets through meanwhile.
 */
it('draws the loaded attempt in a render that can give the main thread back', async () => {
  fakeApi(attemptState(Date.now(), 3_600_000));
  renderExam();
  // From here React's own scheduler runs the work, not act(): only the loaded attempt's render is counted.
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  mockScheduler.asked = 0;
  expect(screen.queryByRole('heading', { level: 2, name: 'Question 1' })).toBeNull();
  await screen.findByRole('heading', { level: 2, name: 'Question 1' });
  expect(mockScheduler.asked).toBeGreaterThan(0);
});
