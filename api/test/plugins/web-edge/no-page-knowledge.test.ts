import fs from 'node:fs';
import path from 'node:path';

/**
 * The API knows no page of the front ends (docs/serving.md "Web edge"): which page is prerendered or preloads
 * what comes from the apps' page manifests (`pages.json`). This fails when a page's path comes back into
 * the API's code: the store's (`/payment/`, `/class11`, `/my-books`) and the shell's own sign-in pages.
 */
const SRC = path.join(__dirname, '../../../src');

function files(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

/** Where a page's path may stand: the API's own endpoints (mounted under /api) and the links of e-mails. */
const ALLOWED = [/^(modules\/[^/]+\/)?routes\//, /^modules\/purchases\/payment-mail\.ts$/];

describe('no page knowledge in api/src', () => {
  const sources = files(SRC).map((file) => ({
    rel: path.relative(SRC, file).split(path.sep).join('/'),
    text: fs.readFileSync(file, 'utf8'),
  }));

  it('the plugins name no page, no listing and no sign-in page', () => {
    const plugins = sources.filter((s) => s.rel.startsWith('plugins/'));
    expect(plugins.length).toBeGreaterThan(5);
    const found = plugins.flatMap(({ rel, text }) =>
      [/payment\//, /class11/, /class12/, /my-books/, /STORE_LISTINGS/, /forgot-password|admin-login/]
        .filter((pattern) => pattern.test(text))
        .map((pattern) => `${rel}: ${pattern}`),
    );
    expect(found).toEqual([]);
  });

  it('nor does any other file, but the API’s own endpoints and e-mail links', () => {
    const found = sources
      .filter(({ rel }) => !ALLOWED.some((allowed) => allowed.test(rel)))
      .flatMap(({ rel, text }) =>
        ['/payment/', '/class11', '/my-books'].filter((p) => text.includes(p)).map((p) => `${rel}: ${p}`),
      );
    expect(found).toEqual([]);
  });
});
