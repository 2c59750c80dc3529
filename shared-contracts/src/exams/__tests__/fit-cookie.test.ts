import { fitCookieValue, parseFitCookie } from '../fit-cookie';

/** The Fit to screen cookie: what the screen writes, the server reads back; anything else is no cookie. */
describe('the Fit to screen cookie', () => {
  it('reads back the box width (to a hundredth of a px) and the device pixel ratio the screen wrote', () => {
    expect(fitCookieValue({ box: 372.456, dpr: 2.625 })).toBe('372.46x2.625');
    expect(parseFitCookie(fitCookieValue({ box: 372.456, dpr: 2.625 }))).toEqual({ box: 372.46, dpr: 2.625 });
    expect(parseFitCookie('1232x1')).toEqual({ box: 1232, dpr: 1 });
  });

  it('is no cookie when absent, malformed or out of range', () => {
    for (const value of [
      undefined,
      '',
      '372',
      'x2',
      '372x',
      '372x2x3',
      '-372x2',
      '372x-2',
      '1e3x2',
      '372 x2',
      '119x2',
      '99999x2',
      '372x0.4',
      '372x9',
      '372.123x2',
      '<b>x2',
    ])
      expect(parseFitCookie(value)).toBeNull();
  });
});
