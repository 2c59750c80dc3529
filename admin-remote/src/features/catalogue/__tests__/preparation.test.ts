import { anyPreparing, preparationLabel, type Preparation } from '../lib/preparation';

const prep = (over: Partial<Preparation>): Preparation => ({
  state: 'preparing',
  pageCount: 1321,
  preparedPages: 340,
  error: null,
  ...over,
});
const withPdf = (preparation: Preparation | undefined) => ({ pdfUrl: '/api/files/pdf/x', preparation });

describe('preparationLabel', () => {
  it('counts indexed pages while preparing, with Indian grouping', () => {
    expect(preparationLabel(withPdf(prep({})))).toEqual({
      text: 'Preparing: 340 of 1,321 pages indexed',
      tone: 'warning',
    });
  });
  it('says when the page count is not known yet', () => {
    expect(preparationLabel(withPdf(prep({ pageCount: null }))).text).toBe('Preparing: counting pages');
  });
  it('reads ready, ready with skipped pages, failed and queued', () => {
    expect(preparationLabel(withPdf(prep({ state: 'ready', preparedPages: 1321 })))).toEqual({
      text: 'Ready: 1,321 pages indexed',
      tone: 'success',
    });
    expect(
      preparationLabel(withPdf(prep({ state: 'ready', preparedPages: 9, error: 'No text for page(s) 4' }))),
    ).toEqual({ text: 'Ready: 9 pages indexed (No text for page(s) 4)', tone: 'warning' });
    expect(preparationLabel(withPdf(prep({ state: 'failed', error: 'render process stopped' })))).toEqual({
      text: 'Failed: render process stopped',
      tone: 'danger',
    });
    expect(preparationLabel(withPdf(prep({ state: 'queued' }))).text).toBe('Queued for preparation');
    expect(preparationLabel(withPdf(prep({ state: null }))).text).toBe('Queued for preparation');
  });
  it('shows a dash for a book without a PDF', () => {
    expect(preparationLabel({ pdfUrl: null, preparation: prep({}) }).text).toBe('-');
    expect(preparationLabel(withPdf(undefined)).text).toBe('-');
  });
});

describe('anyPreparing', () => {
  it('is true only while a book with a PDF is queued or preparing', () => {
    expect(anyPreparing([withPdf(prep({ state: 'ready' })), withPdf(prep({ state: 'queued' }))])).toBe(true);
    expect(anyPreparing([withPdf(prep({ state: 'preparing' }))])).toBe(true);
    expect(anyPreparing([withPdf(prep({ state: 'ready' })), withPdf(prep({ state: 'failed' }))])).toBe(false);
    expect(anyPreparing([{ pdfUrl: null, preparation: prep({ state: 'preparing' }) }])).toBe(false);
  });
});
