import { apiQueryOf, readSearchState, resultLine, searchParamsOf } from '../lib/search-params';

const read = (query: string) => readSearchState(new URLSearchParams(query));

describe('the search page URL', () => {
  it('reads q trimmed and cut to 100 characters, and only known filter values', () => {
    expect(read('q=%20organic%20&category=NEET&section=class12&subject=chemistry')).toEqual({
      q: 'organic',
      category: 'NEET',
      section: 'class12',
      subject: 'chemistry',
    });
    expect(read('category=CBSE&section=class13&subject=history')).toEqual({
      q: '',
      category: null,
      section: null,
      subject: null,
    });
    expect(read(`q=${'a'.repeat(150)}`).q).toHaveLength(100);
  });

  it('writes back the same query string, empty values left out', () => {
    const query = 'q=organic&category=NEET&subject=chemistry';
    expect(searchParamsOf(read(query)).toString()).toBe(query);
    expect(searchParamsOf(read('q=&category=')).toString()).toBe('');
  });

  it('asks the API nothing without words or a filter (it would answer 400)', () => {
    expect(apiQueryOf(read(''))).toBeNull();
    expect(apiQueryOf(read('q=%20%20'))).toBeNull();
    expect(apiQueryOf(read('subject=physics'))).toEqual({ subject: 'physics' });
    expect(apiQueryOf(read('q=orgnic&section=class12'))).toEqual({ q: 'orgnic', section: 'class12' });
  });

  it('announces the count, or that nothing matched', () => {
    expect(resultLine(read('q=organic'), 1)).toBe('1 book found for “organic”');
    expect(resultLine(read('q=organic'), 3)).toBe('3 books found for “organic”');
    expect(resultLine(read('subject=physics'), 4)).toBe('4 books found');
    expect(resultLine(read('q=zz'), 0)).toBe('No books match “zz”');
    expect(resultLine(read('subject=physics'), 0)).toBe('No books match these filters');
  });
});
