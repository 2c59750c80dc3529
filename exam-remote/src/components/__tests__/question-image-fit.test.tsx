import { act, screen } from '@testing-library/react';
import type { QuestionLayout } from '@exam/shared-contracts/exams';
import { ImageCache } from '../../lib/image-cache';
import { FIT_KEY } from '../../lib/fit-choice';
import { QuestionImage } from '../question-image';
import { renderWithProviders } from '@exam/shared-ui/testing';

// The layout calls, answered when the test says: the one dependency of the component replaced here.
const layoutCalls: Array<{ path: string; answer: (layout: QuestionLayout | Error) => void }> = [];
jest.mock('../../lib/http', () => ({
  callJson: (path: string) =>
    new Promise((resolve, reject) =>
      layoutCalls.push({ path, answer: (v) => (v instanceof Error ? reject(v) : resolve(v)) }),
    ),
}));

/** A layout whose 40-px lines at 640 px are legible at a 600-px box (37.5 CSS px): no reflow. */
const legible: QuestionLayout = {
  width: 640,
  height: 120,
  lineHeight: 40,
  lines: [{ top: 0, height: 40, baseline: 32, block: false, words: [[0, 100]], breakAfter: true }],
};

/** Question `n` at a 600-px box (each test its own, since layouts are kept for the session). */
function draw(n: number) {
  const cache = new ImageCache(
    async () => ({ blob: new Blob(['x'], { type: 'image/webp' }), watermarkCode: 'AB12' }),
    { create: () => 'blob:question-1', revoke: () => undefined },
  );
  return renderWithProviders(
    <QuestionImage
      cache={cache}
      alt="Question 1"
      pathFor={(w) => `/q${n}/image?w=${w}`}
      layoutPathFor={(w) => `/q${n}/layout?w=${w}`}
      shape={{ ratio: 0.2, parts: 1 }}
    />,
  );
}

describe('Fit to screen never swaps the printed question out under the finger', () => {
  // jsdom lays nothing out: a 600 px box.
  let width: jest.SpyInstance;
  beforeEach(() => {
    width = jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600);
    layoutCalls.length = 0;
    localStorage.clear();
  });
  afterEach(() => width.mockRestore());

  it('on by default: the printed image waits for the layout, then shows where it is legible', async () => {
    draw(1);
    // The image is here, but whether it will be reflowed is not known yet: its place shows loading.
    await act(async () => undefined);
    expect(screen.queryByRole('img', { name: 'Question 1' })).toBeNull();
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(layoutCalls.map((c) => c.path)).toEqual(['/q1/layout?w=640']);
    await act(async () => layoutCalls[0].answer(legible));
    expect(screen.getByRole('img', { name: 'Question 1' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('a layout that fails gives the printed question', async () => {
    draw(2);
    await act(async () => undefined);
    expect(screen.queryByRole('img', { name: 'Question 1' })).toBeNull();
    await act(async () => layoutCalls[0].answer(new Error('offline')));
    expect(screen.getByRole('img', { name: 'Question 1' })).toBeInTheDocument();
  });

  it('turned off on this device: the printed question shows at once', async () => {
    localStorage.setItem(FIT_KEY, '0');
    draw(3);
    await act(async () => undefined);
    expect(screen.getByRole('img', { name: 'Question 1' })).toBeInTheDocument();
  });
});
