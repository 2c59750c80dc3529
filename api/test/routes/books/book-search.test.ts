import type { BookSearchHit } from '@exam/shared-contracts/catalogue';
import {
  adminToken,
  auth,
  createTestApp,
  guestBooks,
  signUp,
  submitted,
  type TestContext,
} from '../../helpers/test-app';
import { multipart } from '../../helpers/multipart';
import { expectRefusal } from '../../helpers/refusal';

/**
 * `GET /api/books/search` on the seeded demo catalogue. Runs on PGlite without
 * DATABASE_URL and on PostgreSQL with it: both must load pg_trgm and rank alike.
 */
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function search(query: string, token?: string) {
  return ctx.app.inject({
    method: 'GET',
    url: `/api/books/search?${query}`,
    headers: token ? auth(token) : {},
  });
}

async function found(query: string, token?: string): Promise<BookSearchHit[]> {
  const res = await search(query, token);
  expect(res.statusCode).toBe(200);
  return res.json().books;
}

const titles = (hits: BookSearchHit[]) => hits.map((b) => b.title);

describe('ranking and typos', () => {
  it('puts title matches before description matches', async () => {
    const hits = await found('q=diagrams');
    const inTitle = hits.map((b) => /diagram/i.test(b.title));
    // Some of each, and no title match after the first description-only match.
    expect(inTitle.filter(Boolean).length).toBeGreaterThanOrEqual(3);
    expect(inTitle.filter((t) => !t).length).toBeGreaterThanOrEqual(3);
    expect(inTitle.slice(inTitle.indexOf(false))).not.toContain(true);
    for (const b of hits.filter((h) => !/diagram/i.test(h.title))) expect(b.description).toMatch(/diagram/i);
  });

  it('finds a book by a word of its title and ranks it first', async () => {
    const hits = await found('q=organic');
    expect(hits[0].title).toBe('Organic Structures: Drawing Molecules');
    expect(titles(await found('q=%20%20Periodic%20table%20'))[0]).toBe('The Periodic Table: a Visual Guide');
  });

  it('still finds a book when the query has a typo', async () => {
    const physics = titles(await found('q=physcs'));
    expect(physics).toEqual(
      expect.arrayContaining([
        'Physics Notation Quick Reference',
        'Modern Physics: Particle Interaction Diagrams',
      ]),
    );
    expect(titles(await found('q=orgnic'))[0]).toBe('Organic Structures: Drawing Molecules');
    expect(titles(await found('q=genetcs'))[0]).toBe('Genetics and Inheritance: Pedigree Charts');
  });

  it('finds a book by two misspelt words, each of which alone finds it', async () => {
    expect(titles(await found('q=genetcs'))[0]).toBe('Genetics and Inheritance: Pedigree Charts');
    expect(titles(await found('q=pedigre'))[0]).toBe('Genetics and Inheritance: Pedigree Charts');
    expect(titles(await found('q=Genetcs%20pedigre'))[0]).toBe('Genetics and Inheritance: Pedigree Charts');
    expect(titles(await found('q=orgnic%20moleculs'))[0]).toBe('Organic Structures: Drawing Molecules');
    // Every word must be like a word of the book: a misspelt word and an unrelated one find nothing.
    expect(await found('q=genetcs%20zzqxw')).toEqual([]);
  });

  it('answers an empty list when nothing is like the query', async () => {
    const res = await search('q=zzqxw');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ q: 'zzqxw', books: [] });
  });
});

describe('filters', () => {
  it('narrows by category and section', async () => {
    const neet = await found('q=diagrams&category=NEET');
    expect(neet.length).toBeGreaterThan(0);
    expect(neet.every((b) => b.category === 'NEET')).toBe(true);
    const jee12 = await found('q=diagrams&category=JEE&section=class12');
    expect(titles(jee12)).toEqual(['Current Electricity and Circuit Diagrams']);
  });

  it('filters by the derived subject, with or without a query', async () => {
    const chemistry = await found('subject=chemistry');
    expect(new Set(titles(chemistry))).toEqual(
      new Set([
        'Atomic Structure: the Bohr Model',
        'Chemical Equations and Reactions',
        'Chemical Formulae Practice Set',
        'Molecular Orbital Diagrams',
        'Organic Structures: Drawing Molecules',
        'The Periodic Table: a Visual Guide',
      ]),
    );
    expect(chemistry.every((b) => b.subject === 'chemistry')).toBe(true);
    // Without a query the filtered books come in title order.
    expect(titles(chemistry)).toEqual([...titles(chemistry)].sort());
    expect(titles(await found('subject=physics&section=class11'))).toEqual([
      'Physics Notation Quick Reference',
      'Units and Measurements',
    ]);
    expect(titles(await found('q=diagrams&subject=biology'))).toEqual([
      'Genetics and Inheritance: Pedigree Charts',
    ]);
    expect(titles(await found('subject=mathematics'))).toEqual([
      'Euclidean and Coordinate Geometry',
      'Graphs of Functions: 500 Plotted Examples',
    ]);
  });

  it('caps the answer at limit', async () => {
    expect(await found('q=diagrams&limit=2')).toHaveLength(2);
  });
});

describe('bad input', () => {
  it.each([
    ['no query and no filter', ''],
    ['a blank query', 'q=%20%20%20'],
    ['a query over 100 characters', `q=${'a'.repeat(101)}`],
    ['an unknown category', 'q=physics&category=CBSE'],
    ['an unknown section', 'q=physics&section=class13'],
    ['an unknown subject', 'q=physics&subject=history'],
    ['a limit of 0', 'q=physics&limit=0'],
    ['a limit over 50', 'q=physics&limit=51'],
    ['a limit that is not a number', 'q=physics&limit=ten'],
    ['a NUL character', 'q=phys%00ics'],
  ])('answers 400 with { error } for %s', async (_name, query) => {
    const res = await search(query);
    expect(res.statusCode).toBe(400);
    expectRefusal(res.json());
  });

  it('takes a query of exactly 100 characters', async () => {
    expect((await search(`q=${'physics '.repeat(12)}abcd`)).statusCode).toBe(200);
  });
});

describe('payment status and hidden books', () => {
  it('gives guests free/locked and a student their own status', async () => {
    for (const b of await found('q=chemical')) expect(b.paymentStatus).toBe(b.isFree ? 'free' : 'locked');

    const { token } = await signUp(ctx.app);
    const [equations] = await found('q=chemical%20equations');
    expect(equations.title).toBe('Chemical Equations and Reactions');
    await submitted(ctx.app, token, equations._id, { utr: '400000001601' });
    const mine = await found('q=chemical', token);
    expect(mine.find((b) => b._id === equations._id)?.paymentStatus).toBe('pending');
    expect(mine.find((b) => b.title === 'Chemical Formulae Practice Set')?.paymentStatus).toBe('locked');
    expect((await found('q=bohr', token))[0].paymentStatus).toBe('free');
    expect((await search('q=chemical', token)).headers.vary).toMatch(/authorization/i);
  });

  it('never finds a soft-deleted book', async () => {
    const admin = await adminToken(ctx.app);
    const book = (await guestBooks(ctx.app)).find(
      (b) => b.title === 'Map Projections Atlas, High Resolution',
    )!;
    expect(titles(await found('q=projections'))).toContain(book.title);
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/books/${book._id}`,
      headers: auth(admin),
    });
    expect(del.statusCode).toBe(200);
    expect(titles(await found('q=projections'))).not.toContain(book.title);
    expect(titles(await found('q=projections', admin))).not.toContain(book.title);
  });
});

describe('books in Hindi', () => {
  it('keeps an optional Hindi title and description, lists them, finds the book by their words, and clears them', async () => {
    const admin = await adminToken(ctx.app);
    const form = multipart({
      title: 'Thermodynamics Crash Course',
      description: 'Laws of thermodynamics with solved numericals.',
      titleHi: 'ऊष्मागतिकी क्रैश कोर्स',
      descriptionHi: 'हल किए गए संख्यात्मक प्रश्नों के साथ ऊष्मागतिकी के नियम।',
      category: 'JEE',
      section: 'class11',
      price: '199',
    });
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/books',
      headers: { ...auth(admin), ...form.headers },
      payload: form.payload,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json()._id as string;
    try {
      const listed = (await guestBooks(ctx.app)).find((b) => b._id === id)!;
      expect([listed.titleHi, listed.descriptionHi]).toEqual([
        'ऊष्मागतिकी क्रैश कोर्स',
        'हल किए गए संख्यात्मक प्रश्नों के साथ ऊष्मागतिकी के नियम।',
      ]);
      expect(titles(await found(`q=${encodeURIComponent('ऊष्मागतिकी')}`))).toEqual([
        'Thermodynamics Crash Course',
      ]);
      expect(titles(await found(`q=${encodeURIComponent('संख्यात्मक नियम')}`))).toEqual([
        'Thermodynamics Crash Course',
      ]);
      expect(await found(`q=${encodeURIComponent('जीव विज्ञान')}`)).toEqual([]);
      // A book with no Hindi has neither field.
      expect(Object.keys((await guestBooks(ctx.app)).find((b) => b._id !== id)!)).not.toContain('titleHi');

      const cleared = multipart({ titleHi: '', descriptionHi: '' });
      const updated = await ctx.app.inject({
        method: 'PUT',
        url: `/api/admin/books/${id}`,
        headers: { ...auth(admin), ...cleared.headers },
        payload: cleared.payload,
      });
      expect(updated.statusCode).toBe(200);
      const after = (await guestBooks(ctx.app)).find((b) => b._id === id)!;
      expect([after.title, after.titleHi, after.descriptionHi]).toEqual([
        'Thermodynamics Crash Course',
        undefined,
        undefined,
      ]);
    } finally {
      await ctx.app.inject({ method: 'DELETE', url: `/api/admin/books/${id}`, headers: auth(admin) });
    }
  });
});
