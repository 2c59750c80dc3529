import {
  clampPage,
  clampZoom,
  defaultZoom,
  effectiveScale,
  fitScale,
  nextZoom,
  pinchZoom,
  renderPixelRatio,
  zoomPercent,
} from '../lib/zoom';

describe('clampPage (docs/domains/reading.md "Viewer limits": 1..total)', () => {
  it('keeps pages in range and rounds', () => {
    expect(clampPage(3, 10)).toBe(3);
    expect(clampPage(0, 10)).toBe(1);
    expect(clampPage(-4, 10)).toBe(1);
    expect(clampPage(99, 10)).toBe(10);
    expect(clampPage(2.6, 10)).toBe(3);
  });
  it('keeps the current page for not-a-number input', () => {
    expect(clampPage(Number.NaN, 10, 4)).toBe(4);
  });
  it('answers 1 with no pages', () => {
    expect(clampPage(5, 0)).toBe(1);
  });
});

describe('zoom steps (docs/domains/reading.md "Viewer limits": ×1.25 within 0.5..5)', () => {
  it('steps in and out by 1.25', () => {
    expect(nextZoom(1.2, 'in')).toBe(1.5);
    expect(nextZoom(1.5, 'out')).toBe(1.2);
  });
  it('stops at the bounds', () => {
    expect(nextZoom(4.5, 'in')).toBe(5);
    expect(nextZoom(5, 'in')).toBe(5);
    expect(nextZoom(0.55, 'out')).toBe(0.5);
    expect(clampZoom(0.1)).toBe(0.5);
  });
  it('formats the percent', () => {
    expect(zoomPercent(1.2)).toBe('120%');
    expect(zoomPercent(0.5)).toBe('50%');
  });
  it('opens at FIT on narrow screens (the page fills the phone’s width), else at 1.2', () => {
    expect(defaultZoom(360)).toBe('fit');
    expect(defaultZoom(767)).toBe('fit');
    expect(defaultZoom(768)).toBe(1.2);
  });
});

describe('fitScale (docs/domains/reading.md "Viewer limits": capped at 1.5)', () => {
  it('fits the limiting side', () => {
    expect(fitScale(600, 800, 300, 2000)).toBe(0.5);
    expect(fitScale(600, 800, 1200, 800)).toBe(1);
  });
  it('never goes past 1.5', () => {
    expect(fitScale(100, 100, 5000, 5000)).toBe(1.5);
  });
  it('falls back to 1 for an unmeasured box', () => {
    expect(fitScale(600, 800, 0, 0)).toBe(1);
  });
  it('resolves fit or a number', () => {
    expect(effectiveScale(2, 600, 800, 300, 400)).toBe(2);
    expect(effectiveScale('fit', 600, 800, 600, 800)).toBe(1);
  });
});

describe('render resolution and pinch', () => {
  it('doubles the pixel ratio on narrow screens', () => {
    expect(renderPixelRatio(1, 1280, 600, 800)).toBe(1);
    expect(renderPixelRatio(2, 400, 300, 400)).toBe(4);
  });
  it('caps the canvas area', () => {
    expect(renderPixelRatio(2, 1280, 4000, 4000, 16_000_000)).toBeCloseTo(1);
  });
  it('ignores pinch changes below 0.1', () => {
    expect(pinchZoom(1, 100, 105, 1)).toBeNull();
    expect(pinchZoom(1, 100, 150, 1)).toBe(1.5);
    expect(pinchZoom(1, 0, 150, 1)).toBeNull();
  });
});
