/**
 * @jest-environment node
 */
import { prerender } from '../prerender';

/**
 * Issue 12: the store's build writes prerender.json (its listing heroes as static markup with their CSS),
 * which the server puts in those pages' HTML so their largest text paints before any JavaScript.
 */
describe('prerender()', () => {
  const file = prerender();

  it('has each listing page’s hero with its heading, guests-only on / alone', () => {
    expect(Object.keys(file.pages).sort()).toEqual(['/', '/class11', '/class12', '/tests']);
    expect(file.pages['/'].html).toContain('<h1>Crack NEET and JEE with the right study material</h1>');
    expect(file.pages['/'].html).toContain('href="/class11"');
    expect(file.pages['/class11'].html).toContain('<h1>Class 11 Study Materials</h1>');
    expect(file.pages['/class12'].html).toContain('<h1>Class 12 Study Materials</h1>');
    expect(file.pages['/tests'].html).toContain('<h1>Practice Test Series</h1>');
    expect(
      Object.entries(file.pages)
        .filter(([, p]) => p.guestOnly)
        .map(([path]) => path),
    ).toEqual(['/']);
  });

  it('styles every class it uses, all prefixed pr- (never a class styled-components makes in the page)', () => {
    const used = new Set(
      Object.values(file.pages).flatMap((p) =>
        [...p.html.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1].split(' ')),
      ),
    );
    expect(used.size).toBeGreaterThan(3);
    for (const name of used) expect(name).toMatch(/^pr-/);
    // The hero band's class (the generated one, not the sc- id) has its rules, gradient included.
    const band = /<section class="pr-sc-[\w-]+ (pr-[\w-]+)"/.exec(file.pages['/class12'].html)![1];
    expect(file.css).toMatch(new RegExp(`\\.${band}\\{[^}]*linear-gradient`));
    expect(file.css).not.toMatch(/(^|[^-\w])\.(?!pr-)[a-zA-Z][\w-]*\{/);
    expect(file.css).toContain('html[data-session] [data-prerender][data-guest-only]{display:none}');
  });

  it('has each theme once, and its ids stay unique with both copies in the page', () => {
    const home = file.pages['/'].html;
    expect(home.match(/data-theme-only="(dark|light)"/g)).toEqual([
      'data-theme-only="dark"',
      'data-theme-only="light"',
    ]);
    const ids = [...home.matchAll(/\bid="([^"]*)"/g)].map((m) => m[1]);
    expect(ids).toContain('why-title');
    expect(ids).toContain('why-title-light');
    expect(new Set(ids).size).toBe(ids.length);
    expect(home).toContain('aria-labelledby="why-title-light"');
  });
});
