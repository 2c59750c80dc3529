import { scrollEdges, swipeTurn } from '../lib/swipe';

const both = { atLeft: true, atRight: true };
const at = (x: number, y = 300, t = 0) => ({ x, y, t });

describe('swipeTurn', () => {
  it('turns to the next page on a swipe left and to the previous on a swipe right', () => {
    expect(swipeTurn(at(300), at(200, 310, 200), both)).toBe('next');
    expect(swipeTurn(at(100), at(220, 290, 200), both)).toBe('prev');
  });
  it('ignores short, slow or mostly vertical gestures (scrolling and reading)', () => {
    expect(swipeTurn(at(300), at(260, 300, 100), both)).toBeNull();
    expect(swipeTurn(at(300), at(150, 300, 900), both)).toBeNull();
    expect(swipeTurn(at(300, 100), at(200, 260, 200), both)).toBeNull();
  });
  it('pans a zoomed page first: turns only from the edge the swipe moves away from', () => {
    expect(swipeTurn(at(300), at(150, 300, 200), { atLeft: true, atRight: false })).toBeNull();
    expect(swipeTurn(at(100), at(250, 300, 200), { atLeft: false, atRight: true })).toBeNull();
    expect(swipeTurn(at(300), at(150, 300, 200), { atLeft: false, atRight: true })).toBe('next');
  });
});

describe('scrollEdges', () => {
  it('reads both edges of a page that fits, and each edge of a wider one', () => {
    expect(scrollEdges({ scrollLeft: 0, scrollWidth: 360, clientWidth: 360 })).toEqual(both);
    expect(scrollEdges({ scrollLeft: 0, scrollWidth: 900, clientWidth: 360 })).toEqual({
      atLeft: true,
      atRight: false,
    });
    expect(scrollEdges({ scrollLeft: 540, scrollWidth: 900, clientWidth: 360 })).toEqual({
      atLeft: false,
      atRight: true,
    });
  });
});
