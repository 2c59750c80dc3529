import { VerifiedTokens } from '../../../src/modules/accounts/token-cache';

/** A session token's signature is checked once, and trusted no longer than its `exp`. */
describe('VerifiedTokens', () => {
  afterEach(() => jest.restoreAllMocks());

  it('verifies a token once, until its exp (strictly); refusals are checked every time', () => {
    let now = 1_000_000;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    const tokens = new VerifiedTokens<{ sub: string; exp?: number }>();
    let calls = 0;
    const verify = (t: string) => {
      calls += 1;
      if (t === 'bad') throw new Error('invalid signature');
      if (now >= 2_000_000) throw new Error('expired');
      return { sub: t, exp: 2_000 };
    };
    expect(tokens.claims('good', verify)).toEqual({ sub: 'good', exp: 2_000 });
    expect(tokens.claims('good', verify).sub).toBe('good');
    expect(calls).toBe(1);
    expect(() => tokens.claims('bad', verify)).toThrow('invalid signature');
    expect(() => tokens.claims('bad', verify)).toThrow('invalid signature');
    expect(calls).toBe(3);
    now = 1_999_999;
    tokens.claims('good', verify);
    expect(calls).toBe(3);
    now = 2_000_000; // exp reached: verified again, and refused
    expect(() => tokens.claims('good', verify)).toThrow('expired');
    expect(calls).toBe(4);
  });

  it('keeps at most `max` tokens, dropping the oldest verified, and never one without exp', () => {
    const tokens = new VerifiedTokens<{ exp?: number }>(2);
    let calls = 0;
    const verify = (t: string) => {
      calls += 1;
      return t === 'no-exp' ? {} : { exp: Date.now() / 1000 + 60 };
    };
    for (const t of ['a', 'b', 'c', 'a', 'no-exp', 'no-exp']) tokens.claims(t, verify);
    expect(calls).toBe(6);
    tokens.claims('c', verify);
    expect(calls).toBe(6);
  });
});
