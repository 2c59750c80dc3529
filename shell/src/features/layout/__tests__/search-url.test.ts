import { searchUrl } from '../lib/search-url';

describe('searchUrl (the header search)', () => {
  it('opens the results page with the words, encoded', () => {
    expect(searchUrl('organic chemistry', '/class11', '?category=NEET')).toBe('/search?q=organic+chemistry');
    expect(searchUrl('a&b=c', '/', '')).toBe('/search?q=a%26b%3Dc');
  });

  it('keeps the filters of an open results page and replaces its words', () => {
    expect(searchUrl('orgnic', '/search', '?q=organic&category=NEET&subject=chemistry')).toBe(
      '/search?q=orgnic&category=NEET&subject=chemistry',
    );
  });
});
