import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../src/config';

/**
 * Code comments cite our docs by page and heading, `docs/domains/purchases.md "UTR"` (docs/architecture.md):
 * every such citation in the repository's code names a page that exists and a heading (a `#` line) or a bold
 * list item of it, so a renamed section cannot leave comments pointing nowhere. A quote wrapped across
 * comment lines is read as one.
 */
const CITATION = /(docs\/[\w./-]+\.md)\s+"([^"]+)"/g;

/** The headings and bold list items of a docs page, one a line. */
const headingsOf = (page: string) =>
  fs
    .readFileSync(path.join(REPO_ROOT, page), 'utf8')
    .split('\n')
    .filter((line) => /^#+ /.test(line) || /^\s*- \*\*/.test(line))
    .join('\n');

it('every docs citation in the code names an existing page and one of its headings', () => {
  const files = execFileSync('git', ['ls-files'], { cwd: REPO_ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((f) => /\.(ts|tsx|mts|mjs|cjs)$/.test(f));
  const headings = new Map<string, string>();
  const broken: string[] = [];
  let cited = 0;
  for (const file of files) {
    // A comment's continuation (`* ` or `// `) joins the line before it.
    const text = fs.readFileSync(path.join(REPO_ROOT, file), 'utf8').replace(/\n\s*(\*|\/\/)\s*/g, ' ');
    for (const [, page, heading] of text.matchAll(CITATION)) {
      cited++;
      if (!fs.existsSync(path.join(REPO_ROOT, page))) {
        broken.push(`${file}: ${page} does not exist`);
        continue;
      }
      if (!headings.has(page)) headings.set(page, headingsOf(page));
      if (!headings.get(page)!.includes(heading)) broken.push(`${file}: ${page} has no "${heading}"`);
    }
  }
  expect(broken).toEqual([]);
  expect(cited).toBeGreaterThan(500);
});
