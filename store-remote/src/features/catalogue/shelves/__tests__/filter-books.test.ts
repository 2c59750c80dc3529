import { describeFilter, readListingFilter, subjectSearchPath } from '../lib/filter-books';

describe('Class 11 filters from the footer links (docs/screens.md "Header and footer")', () => {
  it('reads category and subject in any case, ignoring unknown ones', () => {
    expect(readListingFilter(new URLSearchParams('category=neet&subject=Physics'))).toEqual({
      category: 'NEET',
      subject: 'physics',
    });
    expect(readListingFilter(new URLSearchParams('category=MBA&subject=history'))).toEqual({
      category: null,
      subject: null,
    });
  });

  it('sends a subject to the search, with its category when given', () => {
    const path = (query: string) => subjectSearchPath(readListingFilter(new URLSearchParams(query)));
    expect(path('subject=biology')).toBe('/search?subject=biology');
    expect(path('subject=MATHEMATICS&category=jee')).toBe('/search?category=JEE&subject=mathematics');
    expect(path('category=NEET')).toBeNull();
    expect(path('subject=history')).toBeNull();
  });

  it('says what it is filtering by', () => {
    expect(describeFilter({ category: null, subject: null })).toBeNull();
    expect(describeFilter({ category: 'JEE', subject: null })).toBe('Filtering by category: JEE');
  });
});
