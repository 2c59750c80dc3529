/**
 * @jest-environment node
 */
import { prerender } from '../prerender';

/** The shell's build prerenders the top of the sign-in card into /login's HTML. */
describe('the shell’s prerender()', () => {
  it('has /login’s card top: its heading and lead, labelled, in both themes with unique ids', () => {
    const file = prerender();
    expect(Object.keys(file.pages)).toEqual(['/login']);
    const login = file.pages['/login'];
    expect(login.guestOnly).toBe(false);
    expect(login.html).toContain('<h1 id="login-title">Welcome back</h1>');
    expect(login.html).toContain('<p>Sign in to continue your NEET and JEE preparation.</p>');
    expect(login.html).toContain('aria-labelledby="login-title-light"');
    // No form in it: nothing typed before the page's code runs could be lost.
    expect(login.html).not.toMatch(/<(form|input|button)\b/);
    expect(file.css).toMatch(/#root>\[data-prerender\]\{padding-top:calc\(3\.8rem \+ 1px\)\}/);
  });
});
