import { eq } from 'drizzle-orm';
import { books, tests } from '../../../../src/db/schema';
import { multipart } from '../../../helpers/multipart';
import { iou, MOCK_PAPER } from '../../../helpers/online-tests';
import { twoColumnPaper } from '../../../helpers/synthetic-paper';
import { auth, createTestAppWithAdmin, signUp, type TestContext } from '../../../helpers/test-app';

/**
 * The admin's side of online tests (docs/domains/exams.md "Online tests"): making a test from a test-series
 * PDF (regions proposed from the text positions, compared with the layout truth), the answer key's CSV with
 * line errors, editing, publishing, and who may do it.
 */
let ctx: TestContext;
let admin: string;
let demoBookId: string;

beforeAll(async () => {
  ({ ctx, admin } = await createTestAppWithAdmin({
    demoTest: true,
    config: { exams: { saveGraceMs: 1000, sweepMs: 0 } },
  }));
  const [row] = await ctx.database.db.select().from(tests);
  demoBookId = row.bookId;
  // Only the made tests below are looked at: the seeded one is removed.
  await ctx.database.db.delete(tests).where(eq(tests.id, row.id));
  await ctx.database.db.update(books).set({ testCount: 0 }).where(eq(books.id, row.bookId));
  ctx.app.catalogue.invalidate();
}, 60_000);
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = admin) =>
  ctx.app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });
const putKey = (id: string, csv: string) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/tests/${id}/key`,
    headers: { ...auth(admin), 'content-type': 'text/csv' },
    payload: csv,
  });

type Made = {
  id: string;
  status: string;
  questions: {
    number: number;
    type: string;
    section: string;
    chapter: string | null;
    proposedChapter?: string | null;
    regions: { page: number; x: number; y: number; width: number; height: number }[];
  }[];
};

describe('making a test from the JEE Main mock paper', () => {
  let made: Made;

  beforeAll(async () => {
    const res = await call('POST', '/api/admin/tests', { bookId: demoBookId, preset: 'jee-main' });
    expect(res.statusCode).toBe(201);
    made = res.json();
  }, 60_000);

  it('finds all 24 questions, each region holding its label, IoU ≥ 0.8 with the layout truth', () => {
    expect(made.status).toBe('draft');
    expect(made.questions.map((q) => q.number)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    for (const q of made.questions) {
      const truth = MOCK_PAPER.layout
        .filter((t) => t.question === q.number)
        .sort((a, b) => (a.part ?? 1) - (b.part ?? 1));
      expect({ q: q.number, parts: q.regions.length }).toEqual({ q: q.number, parts: truth.length });
      for (const [i, region] of q.regions.entries()) {
        expect({ q: q.number, page: region.page }).toEqual({ q: q.number, page: truth[i].page });
        expect({ q: q.number, iou: iou(region, truth[i]) >= 0.8 }).toEqual({ q: q.number, iou: true });
      }
      // The label sits at the top-left of the first region (the truth's box starts at the label).
      expect(Math.abs(q.regions[0].y - truth[0].y)).toBeLessThan(3);
    }
  });

  it('reads the types from the layout and places questions in the preset sections', () => {
    const numerical = made.questions.filter((q) => q.type === 'numerical').map((q) => q.number);
    expect(numerical).toEqual([7, 8, 15, 16, 23, 24]);
    expect(made.questions[0].section).toBe('Physics Section A');
    expect(made.questions[6].section).toBe('Physics Section B');
    expect(made.questions[23].section).toBe('Mathematics Section B');
  });

  it('proposes an NCERT chapter from each question’s words, tags none itself, and a save keeps both', async () => {
    expect(made.questions.filter((q) => q.proposedChapter).length).toBeGreaterThanOrEqual(20);
    expect(made.questions.every((q) => q.chapter === null)).toBe(true);
    expect(made.questions[2].proposedChapter).toBe('Ray Optics and Optical Instruments');
    expect(made.questions[6].proposedChapter).toBe('Electrostatic Potential and Capacitance');
    expect(made.questions[15].proposedChapter).toBe('Chemical Kinetics');
    const confirmed = made.questions.map((q) => (q.number === 3 ? { ...q, chapter: q.proposedChapter } : q));
    expect((await call('PUT', `/api/admin/tests/${made.id}`, { questions: confirmed })).statusCode).toBe(200);
    const saved = (await call('GET', `/api/admin/tests/${made.id}`)).json() as Made;
    expect(saved.questions[2].chapter).toBe('Ray Optics and Optical Instruments');
    expect(saved.questions[3].chapter).toBeNull();
    expect(saved.questions.map((q) => q.proposedChapter)).toEqual(
      made.questions.map((q) => q.proposedChapter),
    );
  });

  it('a bad key is refused line by line and nothing is saved', async () => {
    const csv = [
      'question,answer,type',
      '1,3,',
      '7,C,',
      '2,E,',
      '30,1,',
      '1,2,',
      '9,1;2,',
      '10,2,essay',
    ].join('\n');
    const res = await putKey(made.id, csv);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: '6 lines of the answer key are wrong; nothing was saved',
      lines: [
        { line: 3, error: "line 3: question 7 is numerical; 'C' is not a number" },
        { line: 4, error: "line 4: question 2 is single; 'E' is not an option (1–4 or A–D)" },
        { line: 5, error: 'line 5: question 30 is not in this test (it has 24 questions)' },
        { line: 6, error: 'line 6: question 1 is given twice (first on line 2)' },
        {
          line: 7,
          error: "line 7: question 9 is single; '1;2' gives 2 options; the question has one answer",
        },
        { line: 8, error: "line 8: 'essay' is not a type (single, multiple, numerical or integer)" },
      ],
    });
    const after = (await call('GET', `/api/admin/tests/${made.id}`)).json();
    expect(after.questions.every((q: { answer: string | null }) => q.answer === null)).toBe(true);
    const noHeader = await putKey(made.id, '1,3\n2,4\n');
    expect(noHeader.statusCode).toBe(400);
    expect(noHeader.json().error).toBe("The header row needs 'question' and 'answer'");
  });

  it('cannot be published without a key; with the fixture key it publishes', async () => {
    const early = await call('POST', `/api/admin/tests/${made.id}/publish`);
    expect(early.statusCode).toBe(400);
    expect(early.json().error).toBe('Questions 1, 2, 3, 4, 5, 6, 7, 8, … have no answer in the key');
    const res = await putKey(made.id, MOCK_PAPER.keyCsv);
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .questions.map((q: { answer: string }) => q.answer)
        .slice(0, 8),
    ).toEqual(['3', '2', '2', '1', '4', '3', '180', '4']);
    const published = await call('POST', `/api/admin/tests/${made.id}/publish`);
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ status: 'published', attemptCount: 0 });
    expect(published.json().publishedAt).not.toBeNull();
    const card = (await ctx.app.inject({ method: 'GET', url: '/api/books?section=test' }))
      .json()
      .find((b: { _id: string }) => b._id === demoBookId);
    // The card says what a student sits: 24 questions in 60 minutes, not the PDF's 7 pages.
    expect(card).toMatchObject({ testCount: 1, testQuestions: 24, testMinutes: 60 });
    const listed = (await call('GET', '/api/admin/tests')).json();
    expect(listed).toEqual([
      expect.objectContaining({
        id: made.id,
        bookId: demoBookId,
        title: expect.any(String),
        status: 'published',
        questionCount: 24,
        // What the admin's Publish asks about: the paper's 60 minutes and a key for all 24.
        durationSeconds: 3600,
        keyedCount: 24,
      }),
    ]);
  });

  it('edits are validated: numbering, sections, keys and regions inside their pages', async () => {
    const current = (await call('GET', `/api/admin/tests/${made.id}`)).json();
    const put = (changes: object) => call('PUT', `/api/admin/tests/${made.id}`, changes);
    const qs = current.questions;
    expect((await put({ questions: qs.slice(1) })).json().error).toMatch(/numbered 1 to 23/);
    expect((await put({ questions: [{ ...qs[0], section: 'Nowhere' }, ...qs.slice(1)] })).json().error).toBe(
      "Question 1: there is no section 'Nowhere'",
    );
    expect(
      (
        await put({
          questions: [
            { ...qs[0], regions: [{ page: 9, x: 0, y: 0, width: 10, height: 10 }] },
            ...qs.slice(1),
          ],
        })
      ).json().error,
    ).toBe('Question 1: page 9 is not in the PDF (it has 7 pages)');
    expect(
      (
        await put({
          questions: [
            { ...qs[0], regions: [{ page: 2, x: 500, y: 0, width: 200, height: 10 }] },
            ...qs.slice(1),
          ],
        })
      ).json().error,
    ).toBe('Question 1: the region goes past the edge of page 2');
    expect(
      (
        await put({
          questions: [{ ...qs[6], answer: 'B' }, ...qs.filter((q: { number: number }) => q.number !== 7)],
        })
      ).statusCode,
    ).toBe(400);
    // Splitting question 3's regions differently, a chapter tag and a new duration are saved.
    const moved = {
      ...qs[2],
      chapter: 'Ray Optics',
      regions: [{ ...qs[2].regions[0], height: qs[2].regions[0].height - 10 }, qs[2].regions[1]],
    };
    const ok = await put({ durationSeconds: 5400, questions: [qs[0], qs[1], moved, ...qs.slice(3)] });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ durationSeconds: 5400 });
    expect(ok.json().questions[2].chapter).toBe('Ray Optics');
  });

  it('admin only: a student gets 403, no token 401', async () => {
    const { token } = await signUp(ctx.app);
    expect((await call('GET', '/api/admin/tests', undefined, token)).statusCode).toBe(403);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/admin/tests',
          payload: { bookId: demoBookId, preset: 'neet' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('refuses books that are not test series, unknown books and unknown presets', async () => {
    const books = (await ctx.app.inject({ method: 'GET', url: '/api/books?section=class11' })).json();
    expect(
      (await call('POST', '/api/admin/tests', { bookId: books[0]._id, preset: 'jee-main' })).json(),
    ).toEqual({
      error: 'Tests are made from test-series books (section Test Series)',
    });
    expect(
      (
        await call('POST', '/api/admin/tests', {
          bookId: '00000000-0000-4000-8000-000000000000',
          preset: 'neet',
        })
      ).statusCode,
    ).toBe(404);
    expect((await call('POST', '/api/admin/tests', { bookId: demoBookId, preset: 'cbse' })).statusCode).toBe(
      400,
    );
  });
});

describe('a two-column paper uploaded as a test series', () => {
  it('splits columns, follows a question into the next column and onto the next page, and skips the instructions', async () => {
    const paper = await twoColumnPaper();
    const form = multipart(
      {
        title: 'Two-column Mock',
        description: 'Generated',
        category: 'NEET',
        section: 'test',
        price: '29',
        priceDiscounted: '',
        pages: '',
        isFree: 'false',
      },
      { pdf: { filename: 'paper.pdf', contentType: 'application/pdf', data: paper.pdf } },
    );
    const book = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/books',
      headers: { ...auth(admin), ...form.headers },
      payload: form.payload,
    });
    expect(book.statusCode).toBe(201);
    const made = await call('POST', '/api/admin/tests', { bookId: book.json()._id, preset: 'neet' });
    expect(made.statusCode).toBe(201);
    const questions: Made['questions'] = made.json().questions;
    expect(questions).toHaveLength(paper.expected.length);
    for (const [i, q] of questions.entries()) {
      const truth = paper.expected[i].regions;
      expect({ q: q.number, parts: q.regions.map((r) => r.page) }).toEqual({
        q: q.number,
        parts: truth.map((r) => r.page),
      });
      for (const [k, region] of q.regions.entries())
        expect({ q: q.number, part: k + 1, iou: iou(region, truth[k]) >= 0.8 }).toEqual({
          q: q.number,
          part: k + 1,
          iou: true,
        });
    }
    expect(questions.filter((q) => q.type === 'numerical').map((q) => q.number)).toEqual(paper.numerical);
    expect(made.json().questions[0].optionLabels).toBe('letters');
  }, 60_000);
});
