/**
 * Ways to ask for `<file>.map` that a server matching on the raw URL would miss (a source map was served
 * for `.ma%70`): percent-encoded letters and dot, upper case, mixed, and a double encoding (which names a
 * file that does not exist). Appended to a script's URL, each must answer 404.
 */
export const MAP_SUFFIXES = [
  '.map',
  '.MAP',
  '.ma%70',
  '.ma%50',
  '%2emap',
  '%2Emap',
  '.m%61p',
  '.%6d%61%70',
  '%2E%6D%61%70',
  '.ma%2570',
] as const;
