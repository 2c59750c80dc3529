import {
  dragRect,
  drawnRect,
  HANDLES,
  MIN_REGION_PT,
  nudgeRect,
  pxToPt,
  ptToPx,
  rectToPt,
  rectToPx,
  scaleOf,
  type Handle,
} from '../lib/region-geometry';

/** A4 in points, as the API's pageSizes give it. */
const A4 = { w: 595.28, h: 841.89 };
const BOX = { x: 50, y: 126, width: 495.3, height: 179 };

describe('px ↔ points', () => {
  it('one point is displayWidth / pageWidth px, both ways, without rounding', () => {
    const scale = scaleOf(297.64, A4.w);
    expect(scale).toBe(0.5);
    expect(ptToPx(100, scale)).toBe(50);
    expect(pxToPt(50, scale)).toBe(100);
    // A screen width that is not a round multiple: the round trip still lands on the same point.
    const odd = scaleOf(343, A4.w);
    for (const pt of [0, 0.01, 50, 126, 495.3, 578.1, 841.89])
      expect(pxToPt(ptToPx(pt, odd), odd)).toBeCloseTo(pt, 10);
    expect(rectToPt(rectToPx(BOX, odd), odd)).toEqual({
      x: expect.closeTo(BOX.x, 10),
      y: expect.closeTo(BOX.y, 10),
      width: expect.closeTo(BOX.width, 10),
      height: expect.closeTo(BOX.height, 10),
    });
    expect(rectToPx(BOX, 2)).toEqual({ x: 100, y: 252, width: 990.6, height: 358 });
  });

  it('a page not laid out yet has no scale, and converts to 0 rather than Infinity', () => {
    expect(scaleOf(0, A4.w)).toBe(0);
    expect(scaleOf(300, 0)).toBe(0);
    expect(pxToPt(40, 0)).toBe(0);
  });
});

describe('dragRect: move', () => {
  it('moves by the offset in points and keeps the size', () => {
    expect(dragRect(BOX, 'move', 10, -20, A4)).toEqual({ x: 60, y: 106, width: 495.3, height: 179 });
  });

  it('stops at each edge of the page', () => {
    expect(dragRect(BOX, 'move', -500, 0, A4).x).toBe(0);
    expect(dragRect(BOX, 'move', 500, 0, A4).x).toBe(99.98); // 595.28 - 495.3
    expect(dragRect(BOX, 'move', 0, -500, A4).y).toBe(0);
    expect(dragRect(BOX, 'move', 0, 5000, A4).y).toBe(662.89); // 841.89 - 179
  });

  it('works from where the drag started: coming back restores the box', () => {
    expect(dragRect(BOX, 'move', 0, 0, A4)).toEqual(BOX);
  });

  it('rounds to 0.01 pt', () => {
    expect(dragRect(BOX, 'move', 1 / 3, 2 / 3, A4)).toEqual({
      x: 50.33,
      y: 126.67,
      width: 495.3,
      height: 179,
    });
  });
});

describe('dragRect: resize from each handle', () => {
  const box = { x: 100, y: 200, width: 200, height: 100 };
  const cases: Array<[Handle, { x: number; y: number; width: number; height: number }]> = [
    ['n', { x: 100, y: 190, width: 200, height: 110 }],
    ['s', { x: 100, y: 200, width: 200, height: 110 }],
    ['e', { x: 100, y: 200, width: 210, height: 100 }],
    ['w', { x: 90, y: 200, width: 210, height: 100 }],
    ['ne', { x: 100, y: 190, width: 210, height: 110 }],
    ['nw', { x: 90, y: 190, width: 210, height: 110 }],
    ['se', { x: 100, y: 200, width: 210, height: 110 }],
    ['sw', { x: 90, y: 200, width: 210, height: 110 }],
  ];
  it.each(cases)('%s moves only its own sides outwards', (handle, expected) => {
    // Outwards for each handle: n/w sides move by −10, s/e sides by +10.
    const dx = handle.includes('w') ? -10 : 10;
    const dy = handle.includes('n') ? -10 : 10;
    expect(dragRect(box, handle, dx, dy, A4)).toEqual(expected);
  });

  it('covers all eight handles', () => {
    expect([...HANDLES].sort()).toEqual(cases.map(([h]) => h).sort());
  });

  it('stops at the page edges', () => {
    expect(dragRect(box, 'nw', -1000, -1000, A4)).toEqual({ x: 0, y: 0, width: 300, height: 300 });
    expect(dragRect(box, 'se', 1000, 1000, A4)).toEqual({ x: 100, y: 200, width: 495.28, height: 641.89 });
  });

  it('never shrinks below the minimum size or turns inside out', () => {
    expect(dragRect(box, 'e', -1000, 0, A4)).toEqual({ ...box, width: MIN_REGION_PT });
    expect(dragRect(box, 'w', 1000, 0, A4)).toEqual({ ...box, x: 300 - MIN_REGION_PT, width: MIN_REGION_PT });
    expect(dragRect(box, 'n', 0, 1000, A4)).toEqual({
      ...box,
      y: 300 - MIN_REGION_PT,
      height: MIN_REGION_PT,
    });
    expect(dragRect(box, 's', 0, -1000, A4)).toEqual({ ...box, height: MIN_REGION_PT });
    expect(dragRect(box, 'se', -1000, -1000, A4, 20)).toEqual({ ...box, width: 20, height: 20 });
  });
});

describe('drawnRect', () => {
  it('is the box between the two corners, whichever way the drag went', () => {
    const expected = { x: 40, y: 100, width: 200, height: 60 };
    expect(drawnRect({ x: 40, y: 100 }, { x: 240, y: 160 }, A4)).toEqual(expected);
    expect(drawnRect({ x: 240, y: 160 }, { x: 40, y: 100 }, A4)).toEqual(expected);
    expect(drawnRect({ x: 240, y: 100 }, { x: 40, y: 160 }, A4)).toEqual(expected);
  });

  it('is clamped to the page', () => {
    expect(drawnRect({ x: -20, y: -5 }, { x: 700, y: 900 }, A4)).toEqual({
      x: 0,
      y: 0,
      width: 595.28,
      height: 841.89,
    });
  });

  it('is null for a press that barely moved', () => {
    expect(drawnRect({ x: 10, y: 10 }, { x: 12, y: 200 }, A4)).toBeNull();
    expect(drawnRect({ x: 10, y: 10 }, { x: 200, y: 10 + MIN_REGION_PT - 0.5 }, A4)).toBeNull();
  });
});

describe('nudgeRect: the keyboard', () => {
  it('arrows move by 1 pt, by 10 with Shift, within the page', () => {
    expect(nudgeRect(BOX, 'ArrowDown', {}, A4)).toEqual({ ...BOX, y: 127 });
    expect(nudgeRect(BOX, 'ArrowLeft', { shift: true }, A4)).toEqual({ ...BOX, x: 40 });
    expect(nudgeRect({ ...BOX, x: 0 }, 'ArrowLeft', {}, A4)).toEqual({ ...BOX, x: 0 });
  });

  it('with resize, the right or bottom side moves', () => {
    expect(nudgeRect(BOX, 'ArrowRight', { resize: true }, A4)).toEqual({ ...BOX, width: 496.3 });
    expect(nudgeRect(BOX, 'ArrowLeft', { resize: true, shift: true }, A4)).toEqual({ ...BOX, width: 485.3 });
    expect(nudgeRect(BOX, 'ArrowDown', { resize: true }, A4)).toEqual({ ...BOX, height: 180 });
  });

  it('ignores other keys', () => {
    expect(nudgeRect(BOX, 'a', {}, A4)).toBeNull();
  });
});
