import type { Book } from '@exam/shared-contracts/catalogue';
import {
  bookSummary,
  buildBookFormData,
  EMPTY_BOOK_FORM,
  formFromBook,
  validateBookForm,
  validateImage,
  validatePdf,
} from '../lib/book-form';

const MB = 1_048_576;
const book = (over: Partial<Book> = {}): Book => ({
  _id: 'b1',
  title: 'Optics',
  description: 'Rays',
  category: 'NEET',
  section: 'class12',
  price: 149,
  priceDiscounted: 99,
  pages: 11,
  image: '/covers/x.jpg',
  pdfUrl: '/files/pdfs/x.pdf',
  isFree: false,
  createdAt: '2025-01-01T00:00:00.000Z',
  ...over,
});

describe('validateBookForm (docs/domains/operations.md "Rules and limits")', () => {
  it('requires title, description and price', () => {
    expect(validateBookForm(EMPTY_BOOK_FORM)).toBe('Please fill in all required fields');
    expect(validateBookForm({ ...EMPTY_BOOK_FORM, title: 'T', description: 'D' })).toBe(
      'Please fill in all required fields',
    );
    expect(validateBookForm({ ...EMPTY_BOOK_FORM, title: ' ', description: 'D', price: '1' })).toBe(
      'Please fill in all required fields',
    );
    expect(validateBookForm({ ...EMPTY_BOOK_FORM, title: 'T', description: 'D', price: '1' })).toBeNull();
  });

  const form = { ...EMPTY_BOOK_FORM, title: 'T', description: 'D' };
  it('prices are plain rupees with at most two decimals, like the API', () => {
    for (const price of ['0x10', '0.001', '1e3', '-5', '12,00', '.5', '5.', 'Infinity', '१००'])
      expect([price, validateBookForm({ ...form, price })]).toEqual([
        price,
        'Price must be an amount in rupees with at most two decimals (for example 499 or 499.50)',
      ]);
    expect(validateBookForm({ ...form, price: ' 499.50 ' })).toBeNull();
    expect(validateBookForm({ ...form, price: '100000001' })).toMatch(/Price must be an amount/);
    expect(validateBookForm({ ...form, price: '10000001' })).toBe('Price cannot be more than ₹1,00,00,000');
    expect(validateBookForm({ ...form, price: '10', priceDiscounted: '0x5' })).toMatch(
      /^Discounted price must be an amount in rupees/,
    );
  });
  it('a paid book costs at least ₹1 (its discount too), the discount not above the price; a free book has no price rule', () => {
    expect(validateBookForm({ ...form, price: '0.99' })).toBe('A paid book must cost at least ₹1');
    expect(validateBookForm({ ...form, price: '0' })).toBe('A paid book must cost at least ₹1');
    expect(validateBookForm({ ...form, price: '10', priceDiscounted: '0.5' })).toBe(
      'A paid book must cost at least ₹1',
    );
    expect(validateBookForm({ ...form, price: '10', priceDiscounted: '11' })).toBe(
      'Discounted price cannot be more than the price',
    );
    expect(validateBookForm({ ...form, price: '0', isFree: true })).toBeNull();
    expect(validateBookForm({ ...form, price: '500', isFree: true })).toBeNull();
  });
});

describe('file checks (docs/domains/operations.md "Rules and limits")', () => {
  it('checks the image type and size', () => {
    expect(validateImage({ type: 'text/plain', size: 10 })).toBe('Please select a valid image file');
    expect(validateImage({ type: 'image/png', size: 6 * MB })).toBe('Image size should be less than 5 MB');
    expect(validateImage({ type: 'image/jpeg', size: MB })).toBeNull();
    expect(
      validateImage({ type: 'image/jpeg', size: 3 * MB }, { maxImageSize: 2 * MB, maxPdfSize: 10 * MB }),
    ).toBe('Image size should be less than 2 MB');
  });
  it('checks the PDF type and size', () => {
    expect(validatePdf({ type: 'image/png', size: 10 })).toBe('Please select a valid PDF file');
    expect(validatePdf({ type: 'application/pdf', size: 51 * MB })).toBe(
      'PDF size should be less than 50 MB',
    );
    expect(validatePdf({ type: 'application/pdf', size: 50 * MB })).toBeNull();
  });
});

describe('form data and summary', () => {
  it('prefills from a book and builds the multipart fields', () => {
    const values = formFromBook(book({ priceDiscounted: null, pages: null }));
    expect(values).toMatchObject({ price: '149', priceDiscounted: '', pages: '', isFree: false });
    const data = buildBookFormData(values, null, null);
    expect(data.get('title')).toBe('Optics');
    expect(data.get('isFree')).toBe('false');
    expect(data.get('image')).toBeNull();
  });
  it('prefills and sends the Hindi title and description; an empty one is sent to clear it', () => {
    const values = formFromBook(book({ titleHi: 'प्रकाशिकी' }));
    expect([values.titleHi, values.descriptionHi]).toEqual(['प्रकाशिकी', '']);
    const data = buildBookFormData({ ...values, descriptionHi: '  किरणें ' }, null, null);
    expect([data.get('titleHi'), data.get('descriptionHi')]).toEqual(['प्रकाशिकी', 'किरणें']);
    expect(buildBookFormData(EMPTY_BOOK_FORM, null, null).get('titleHi')).toBe('');
  });
  it('prefills and sends readable any time (a practice book of tests), false unless the book says so', () => {
    expect(formFromBook(book()).readableAnyTime).toBe(false);
    const values = formFromBook(book({ section: 'test', readableAnyTime: true }));
    expect(values.readableAnyTime).toBe(true);
    expect(buildBookFormData(values, null, null).get('readableAnyTime')).toBe('true');
    expect(buildBookFormData(EMPTY_BOOK_FORM, null, null).get('readableAnyTime')).toBe('false');
  });
  it('sums the value of non-free books and counts PDFs, images and free books', () => {
    const s = bookSummary([
      book(),
      book({ _id: 'b2', isFree: true, price: 500, pdfUrl: null }),
      book({ _id: 'b3', price: 51, image: null }),
    ]);
    expect(s).toEqual({ total: 3, value: 200, withPdf: 2, withImage: 2, free: 1 });
  });
});
