import type { Book } from '@exam/shared-contracts/http';
import { describeFilter, filterBySubject, readListingFilter } from '../lib/filter-books';

const book = (title: string, description = ''): Book => ({
  _id: title,
  title,
  description,
  category: 'NEET',
  section: 'class11',
  price: 100,
  priceDiscounted: null,
  pages: 10,
  image: null,
  pdfUrl: null,
  isFree: false,
  createdAt: '2026-01-01T00:00:00.000Z',
});

describe('Class 11 filters from the footer links (SPEC 2 "Navigation")', () => {
  it('reads category and subject, ignoring unknown categories', () => {
    expect(readListingFilter(new URLSearchParams('category=neet&subject=Physics'))).toEqual({
      category: 'NEET',
      subject: 'physics',
    });
    expect(readListingFilter(new URLSearchParams('category=MBA'))).toEqual({ category: null, subject: null });
  });

  it('matches a subject by its word stems in title or description', () => {
    const books = [
      book('Chemical Equations'),
      book('Units and Measurements'),
      book('Geometry', 'Coordinate geometry'),
      book('Cell Biology'),
    ];
    expect(filterBySubject(books, 'chemistry')?.map((b) => b.title)).toEqual(['Chemical Equations']);
    expect(filterBySubject(books, 'physics')?.map((b) => b.title)).toEqual(['Units and Measurements']);
    expect(filterBySubject(books, 'mathematics')?.map((b) => b.title)).toEqual(['Geometry']);
    expect(filterBySubject(books, 'biology')?.map((b) => b.title)).toEqual(['Cell Biology']);
    expect(filterBySubject(books, 'history')).toEqual([]);
    expect(filterBySubject(books, null)).toBe(books);
  });

  it('says what it is filtering by', () => {
    expect(describeFilter({ category: null, subject: null })).toBeNull();
    expect(describeFilter({ category: 'JEE', subject: null })).toBe('Filtering by category: JEE');
    expect(describeFilter({ category: 'NEET', subject: 'physics' })).toBe(
      'Filtering by subject: Physics, category: NEET',
    );
  });
});
