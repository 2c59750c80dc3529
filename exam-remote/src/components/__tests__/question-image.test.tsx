import { act, screen } from '@testing-library/react';
import { ImageCache } from '../../lib/image-cache';
import { QuestionImage } from '../question-image';
import { renderWithProviders } from '@exam/shared-ui/testing';

/** An image cache whose fetches wait until the test lets them through. */
function heldCache() {
  const release: Array<() => void> = [];
  const cache = new ImageCache(
    () =>
      new Promise((resolve) =>
        release.push(() => resolve({ blob: new Blob(['x'], { type: 'image/webp' }), watermarkCode: 'AB12' })),
      ),
    { create: () => 'blob:question-1', revoke: () => undefined },
  );
  return { cache, release: () => release.splice(0).forEach((go) => go()) };
}

const draw = (cache: ImageCache, shape?: { ratio: number; parts: number }) =>
  renderWithProviders(
    <QuestionImage cache={cache} alt="Question 1" pathFor={(w) => `/q1?w=${w}`} shape={shape} />,
  );

describe('a question image keeps its place while it loads', () => {
  // jsdom lays nothing out: a 600 px box, for which a screen of 1 dppx asks for the 640 px image.
  let width: jest.SpyInstance;
  beforeEach(() => {
    width = jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600);
  });
  afterEach(() => width.mockRestore());

  it('with its shape: the loading state and then the image sit in one box of the image’s proportions', async () => {
    const { cache, release } = heldCache();
    draw(cache, { ratio: 0.375, parts: 2 });
    const status = screen.getByRole('status');
    const slot = status.parentElement!;
    // 640 px wide: 640 × 0.375 + one 12 px gap between the two parts.
    expect(slot.style.aspectRatio).toBe('640 / 252');
    await act(async () => release());
    const image = screen.getByRole('img', { name: 'Question 1' });
    expect(image.parentElement).toBe(slot);
    expect(slot.style.aspectRatio).toBe('640 / 252');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('without a shape (an older API): no box is claimed, the image takes its own height', async () => {
    const { cache, release } = heldCache();
    const { container } = draw(cache);
    expect(container.querySelector('[style*="aspect-ratio"]')).toBeNull();
    await act(async () => release());
    expect(screen.getByRole('img', { name: 'Question 1' })).toBeInTheDocument();
  });
});
