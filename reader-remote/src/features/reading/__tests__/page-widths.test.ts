import { snapWidth, tileGrid, visiblePart, visibleTiles, wantedPixels } from '../lib/page-widths';

const steps = {
  widths: [480, 720, 960, 1280, 1600, 2048, 2560],
  tileSize: 1024,
  tileWidths: [3840, 5120, 7680, 10240],
};

describe('wantedPixels (CSS width × devicePixelRatio, doubled on narrow screens, docs/domains/reading.md "Viewer limits")', () => {
  it('multiplies by the device pixel ratio', () => {
    expect(wantedPixels(714, 1, 1280)).toBe(714);
    expect(wantedPixels(714, 2, 1280)).toBe(1428);
    expect(wantedPixels(100.2, 1, 1280)).toBe(101);
  });
  it('never goes below a ratio of 1, and doubles below 768 px', () => {
    expect(wantedPixels(500, 0.5, 1280)).toBe(500);
    expect(wantedPixels(360, 3, 360)).toBe(2160);
  });
});

describe('snapWidth (the server steps, snapped up)', () => {
  it('snaps up to the next page width', () => {
    expect(snapWidth(1, steps)).toEqual({ width: 480, tiled: false });
    expect(snapWidth(480, steps)).toEqual({ width: 480, tiled: false });
    expect(snapWidth(481, steps)).toEqual({ width: 720, tiled: false });
    expect(snapWidth(1428, steps)).toEqual({ width: 1600, tiled: false });
    expect(snapWidth(2560, steps)).toEqual({ width: 2560, tiled: false });
  });
  it('switches to tiles above the largest page width, capped at the largest tile width', () => {
    expect(snapWidth(2561, steps)).toEqual({ width: 3840, tiled: true });
    expect(snapWidth(5000, steps)).toEqual({ width: 5120, tiled: true });
    expect(snapWidth(99_999, steps)).toEqual({ width: 10240, tiled: true });
  });
});

describe('visibleTiles (only what the viewport shows above 2560 px)', () => {
  const aspect = 842 / 595; // A4
  it('counts the grid of a tiled width', () => {
    expect(tileGrid(3840, aspect, 1024)).toEqual({ cols: 4, rows: 6 });
  });
  it('picks the tiles under the visible part, not the whole page', () => {
    // A page shown 2975 CSS px wide at width 5120 (k ≈ 1.72); the viewport shows its top-left 800 × 600.
    const tiles = visibleTiles({ left: 0, top: 0, width: 800, height: 600 }, 2975, aspect, 5120, 1024);
    expect(tiles).toEqual([
      { x: 0, y: 0 },
      { x: 1, y: 0 },
      { x: 0, y: 1 },
      { x: 1, y: 1 },
    ]);
    const all = tileGrid(5120, aspect, 1024);
    expect(tiles.length).toBeLessThan(all.cols * all.rows);
  });
  it('follows a scroll to the bottom-right corner and clips to the grid', () => {
    const tiles = visibleTiles({ left: 2900, top: 4250, width: 800, height: 600 }, 2975, aspect, 5120, 1024);
    const { cols, rows } = tileGrid(5120, aspect, 1024);
    expect(tiles).toEqual([{ x: cols - 1, y: rows - 1 }]);
  });
  it('gives nothing for an empty view', () => {
    expect(visibleTiles({ left: 0, top: 0, width: 0, height: 600 }, 2975, aspect, 5120, 1024)).toEqual([]);
  });
  it('measures the visible part of the page in the stage', () => {
    const page = { left: -300, top: 100, width: 3000, height: 4000 };
    const stage = { left: 0, top: 50, width: 1000, height: 700 };
    expect(visiblePart(page, stage)).toEqual({ left: 300, top: 0, width: 1000, height: 650 });
    expect(visiblePart({ ...page, top: 2000 }, stage).height).toBe(0);
  });
});
