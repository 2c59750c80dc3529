import { act } from '@testing-library/react';
import { useNavigate } from '@exam/web-platform/router';
import { renderWithProviders } from '@exam/shared-ui/testing';
import { ScrollManager } from '../scroll-manager';

/**
 * jsdom has no layout, so the page's height and the browser's clamping of the scroll position are
 * simulated here: `scrollTo` clamps to `height - innerHeight` and fires `scroll` at the next frame, as a
 * browser does; `clampScroll` is the user's (or the browser's) own scroll, with its event at once.
 */
let height = 3000;
let scrollY = 0;
const clamp = (y: number) => Math.max(0, Math.min(y, height - window.innerHeight));
const clampScroll = (y: number) => {
  scrollY = clamp(y);
  window.dispatchEvent(new Event('scroll'));
};

let navigate: ReturnType<typeof useNavigate>;
function Navigator() {
  navigate = useNavigate();
  return <main id="main-content" />;
}

describe('ScrollManager (Back returns to where the list was left)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    height = 3000;
    scrollY = 0;
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
    Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
    Object.defineProperty(document.documentElement, 'scrollHeight', {
      configurable: true,
      get: () => height,
    });
    window.scrollTo = jest.fn((_x: number, y: number) => {
      scrollY = clamp(y);
      setTimeout(() => window.dispatchEvent(new Event('scroll')), 16);
    }) as unknown as typeof window.scrollTo;
  });
  afterEach(() => jest.useRealTimers());

  const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));
  /** The manager on the /class12 list, with {@link navigate} to leave it and come back. */
  const renderOnList = () =>
    renderWithProviders(
      <>
        <ScrollManager />
        <Navigator />
      </>,
      { route: '/class12' },
    );

  it('keeps the restored position when the page shrinks for a moment after Back (a refetch)', () => {
    renderOnList();
    act(() => clampScroll(1449));
    act(() => navigate('/payment/7'));
    expect(scrollY).toBe(0);

    act(() => navigate(-1));
    advance(100);
    expect(scrollY).toBe(1449);

    // The list shows its skeleton for a moment: the page is shorter and the browser clamps the scroll.
    height = 1999;
    act(() => clampScroll(scrollY));
    expect(scrollY).toBe(1199);
    advance(200);
    height = 3000;
    advance(1500);
    expect(scrollY).toBe(1449);
  });

  it('returns to where a tap left the page, even when its scroll event had not come yet', () => {
    renderOnList();
    act(() => clampScroll(1397));
    // A scroll just before the tap: the browser would send its event at the next frame, too late.
    scrollY = 1147;
    act(() => {
      window.dispatchEvent(new Event('pointerdown'));
      navigate('/payment/7');
    });
    act(() => navigate(-1));
    advance(2000);
    expect(scrollY).toBe(1147);
  });

  it('lets go once the position has held, so later scrolling is the page’s own', () => {
    renderOnList();
    act(() => clampScroll(900));
    act(() => navigate('/payment/7'));
    act(() => navigate(-1));
    advance(2000);
    expect(scrollY).toBe(900);
    act(() => clampScroll(300)); // e.g. a script's own scrollTo, long after the restore
    advance(2000);
    expect(scrollY).toBe(300);
  });

  it('gives up at once when the user scrolls during the restore', () => {
    renderOnList();
    act(() => clampScroll(1449));
    act(() => navigate('/payment/7'));
    height = 900; // the list is still short: the restore waits
    act(() => navigate(-1));
    advance(100);
    act(() => {
      window.dispatchEvent(new Event('wheel'));
      clampScroll(50);
    });
    height = 3000;
    advance(2000);
    expect(scrollY).toBe(50);
  });
});
