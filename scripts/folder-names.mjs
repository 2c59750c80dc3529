/**
 * `node scripts/folder-names.mjs`: "test" means an automated test and nothing else (docs/architecture.md
 * "Where to read more": the domains' names). The online tests are the `exams` domain, so no folder named `tests` may hold product source; a
 * test file there (`*.test.*`, or under `__tests__/`, `test/` or `e2e/`) is fine. Prints each product file
 * found in such a folder and exits 1 on any.
 */
import { sourceLengths } from './file-lengths.mjs';

/** Path segments that would make "test" mean a product feature. */
const PRODUCT_FOLDER = /(^|\/)tests\//;

/**
 * The breaches of the rule among `files` (repository paths of product source, tests already left out):
 * one line for each file inside a folder named `tests`.
 */
export function folderBreaches(files) {
  return files
    .filter((file) => PRODUCT_FOLDER.test(file))
    .map((file) => `${file}: product code in a folder named "tests"; name the folder for its domain (exams)`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const found = folderBreaches([...sourceLengths().keys()]);
  for (const line of found) console.error(line);
  console.log(
    found.length
      ? `${found.length} file(s) in folders named "tests"`
      : 'no product code in a folder named "tests"',
  );
  process.exit(found.length ? 1 : 0);
}
