import { useRef } from 'react';
import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@exam/shared-ui/testing';
import { useBoxWidth } from '../use-box-width';

/** A ResizeObserver stand-in: `report(width)` delivers what the browser would after its layout. */
class FakeResizeObserver {
  static live: FakeResizeObserver[] = [];
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe() {
    FakeResizeObserver.live.push(this);
  }
  disconnect() {
    FakeResizeObserver.live = FakeResizeObserver.live.filter((o) => o !== this);
  }
  static report(width: number) {
    for (const o of FakeResizeObserver.live)
      o.callback([{ contentRect: { width } } as ResizeObserverEntry], o as unknown as ResizeObserver);
  }
}

function Box({ group }: { group?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const width = useBoxWidth(ref, group);
  return <div ref={ref}>width {width}</div>;
}

describe('useBoxWidth: a box’s content width without forcing a layout', () => {
  const original = window.ResizeObserver;
  beforeEach(() => {
    FakeResizeObserver.live = [];
    window.ResizeObserver = FakeResizeObserver as unknown as typeof ResizeObserver;
  });
  afterEach(() => {
    window.ResizeObserver = original;
    jest.restoreAllMocks();
  });

  it('takes the width from the observer’s reports, never reading layout itself', () => {
    const reads = jest.spyOn(window, 'getComputedStyle');
    renderWithProviders(<Box />);
    expect(screen.getByText('width 0')).toBeInTheDocument();
    act(() => FakeResizeObserver.report(312));
    expect(screen.getByText('width 312')).toBeInTheDocument();
    act(() => FakeResizeObserver.report(280));
    expect(screen.getByText('width 280')).toBeInTheDocument();
    // Reading the style (with clientWidth) inside the tap's task is what forced a layout there.
    expect(reads).not.toHaveBeenCalled();
  });

  it('starts a new box of the same group at the last width, so its first render knows it', () => {
    const first = renderWithProviders(<Box group="exam-question-test" />);
    act(() => FakeResizeObserver.report(344));
    first.unmount();
    renderWithProviders(<Box group="exam-question-test" />);
    // Before any report: the next question's image can be asked for in its first render.
    expect(screen.getByText('width 344')).toBeInTheDocument();
    renderWithProviders(<Box group="another-group" />);
    expect(screen.getByText('width 0')).toBeInTheDocument();
  });
});
