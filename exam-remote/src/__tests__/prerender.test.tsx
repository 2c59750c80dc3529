/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import type { TestSummary } from '@exam/shared-contracts/exams';
import {
  fillTestTemplate,
  prerenderPages,
  TEST_SLOTS,
  slotToken,
  testTopView,
} from '@exam/web-platform/prerender';
import { darkTheme, lightTheme } from '@exam/shared-ui/theme';
import { Page } from '../components/ui';
import { InstructionsTop } from '../features/series/components/instructions-top';
import testsHi from '../features/series/locales/hi.json';
import hi from '../locales/hi.json';
import { pageManifest, TEST_PAGES } from '../page-table';
import { prerender } from '../prerender';

const test = (over: Partial<TestSummary> = {}): TestSummary => ({
  id: '5b0e7c1a-3d2f-4e6a-8b9c-0d1e2f3a4b5c',
  bookId: '3f1c2d9e-8b7a-4c6d-9e0f-1a2b3c4d5e6f',
  title: 'JEE Main Mock Test 1',
  durationSeconds: 10_800,
  questionCount: 75,
  maxScore: 300,
  ...over,
});
const SERIES = 'JEE Main Test Series 2027';

/** The instructions page's top drawn with `t` itself (React's own render), in both languages as the page shows them. */
const drawnWith = (t: TestSummary, bookTitle = SERIES) =>
  prerenderPages(
    [
      {
        path: '/x',
        guestOnly: false,
        Part: () => (
          <Page>
            <InstructionsTop view={testTopView(t, bookTitle)} />
          </Page>
        ),
      },
    ],
    { themes: { dark: darkTheme, light: lightTheme }, hindi: [hi, testsHi] },
  ).pages['/x'].html;
const KEY = TEST_PAGES.instructions.prerender.key;

/**
 * The exam remote's build writes prerender.json: the instructions page's top as a per-test template,
 * which the server fills so the page's largest paint (the general instructions) is in its HTML.
 */
describe('prerender()', () => {
  const file = prerender();

  it('has the exam screen’s loading state, in both languages, for signed-in visitors only', () => {
    const screen = file.pages[TEST_PAGES.exam.prerender.fallback];
    expect(screen).toMatchObject({ guestOnly: false, signedInOnly: true });
    expect(screen.slots).toBeUndefined();
    expect(screen.html).toContain('<span>Loading your test...</span>');
    expect(screen.html).toContain('<span>आपका टेस्ट लोड हो रहा है...</span>');
    // Its spinner turns before any script has run.
    expect(file.css).toMatch(/@keyframes [\w-]+\{to\{transform:rotate\(360deg\);\}\}/);
  });

  it('has the instructions template, in both languages, for signed-in visitors only', () => {
    expect(Object.keys(file.pages).sort()).toEqual(
      [
        TEST_PAGES.exam.prerender.fallback,
        TEST_PAGES.exam.prerender.key,
        TEST_PAGES.exam.prerender.fitKey,
        KEY,
      ].sort(),
    );
    const template = file.pages[KEY];
    expect(template).toMatchObject({ guestOnly: false, signedInOnly: true, slots: [...TEST_SLOTS] });
    expect(template.html).toContain('<div data-lang-only="hi">');
    expect(template.html).toContain('सामान्य निर्देश');
    expect(template.html).toContain('General instructions');
    for (const slot of TEST_SLOTS) expect(template.html).toContain(slotToken(slot));
    // The sections and the start are the page's alone: they come from the test's own details.
    expect(template.html).not.toContain('Marking');
    expect(template.html).not.toContain('type="checkbox"');
    const ids = [...template.html.matchAll(/\bid="([^"]*)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each([
    ['a 3-hour paper', test()],
    [
      'a duration in tenths of a minute and marks with decimals',
      test({ durationSeconds: 90, maxScore: 12.5 }),
    ],
    ['negative total marks', test({ maxScore: -3 })],
    [
      'texts that need escaping, and a slot token in a title',
      test({ title: `Tom & Jerry's <"Mock"> ${slotToken('questions')}` }),
    ],
  ])('fills the template for %s exactly as the page draws that test', (_, t) => {
    expect(fillTestTemplate(file, KEY, t, SERIES)?.html).toBe(drawnWith(t));
  });

  it('fills a series title that needs escaping as the page draws it', () => {
    expect(fillTestTemplate(file, KEY, test(), `A<b> & "c"`)?.html).toBe(drawnWith(test(), `A<b> & "c"`));
  });

  it('draws no test of a minute or less, whose words would not be the template’s plural', () => {
    expect(fillTestTemplate(file, KEY, test({ durationSeconds: 60 }), SERIES)).toBeNull();
    expect(fillTestTemplate(file, KEY, test({ durationSeconds: 30 }), SERIES)).toBeNull();
    expect(fillTestTemplate({ css: '', pages: {} }, KEY, test(), SERIES)).toBeNull();
    const { slots: _slots, ...undeclared } = file.pages[KEY];
    expect(fillTestTemplate({ css: '', pages: { [KEY]: undeclared } }, KEY, test(), SERIES)).toBeNull();
  });

  it('gives each page its own CSS: the rules its markup uses, none of another page’s', () => {
    const rules = (css: string) => new Set(css.split('\n').filter(Boolean));
    const classesOf = (html: string) =>
      new Set([...html.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1].split(' ')));
    const selectorClasses = (css: string) => new Set([...css.matchAll(/\.(pr-[\w-]+)/g)].map((m) => m[1]));
    const whole = selectorClasses(file.css);
    for (const [key, page] of Object.entries(file.pages)) {
      expect(page.css).toBeDefined();
      // Every class of its markup that has a rule in the file has it in the page's own CSS.
      const own = selectorClasses(page.css!);
      for (const name of classesOf(page.html))
        if (whole.has(name)) expect([key, own.has(name)]).toEqual([key, true]);
      for (const rule of rules(page.css!)) expect(rules(file.css).has(rule)).toBe(true);
    }
    // The instructions page carries none of the exam screen's rules (its header's, say).
    const instructions = file.pages[KEY].css!;
    const exam = file.pages[TEST_PAGES.exam.prerender.key].css!;
    expect(instructions.length).toBeLessThan(file.css.length / 2);
    expect([...selectorClasses(exam)].filter((name) => !instructions.includes(name)).length).toBeGreaterThan(
      10,
    );
  });

  it('lists the pages the remote routes, the instructions page with its template', () => {
    const manifest = pageManifest();
    expect(manifest.app).toBe('exam');
    expect(manifest.pages.map((p) => p.path)).toEqual([
      '/my-tests',
      '/test/book/:bookId',
      '/test/:testId',
      '/test/:testId/attempt/:attemptId',
      '/test/:testId/attempt/:attemptId/result',
      '/my-tests/bookmarks',
    ]);
    expect(manifest.pages[2].prerender).toEqual({ kind: 'test-template', key: KEY, param: 'testId' });
    expect(manifest.pages[3].prerender).toEqual({
      kind: 'exam-template',
      key: '/test/:testId/attempt/:attemptId',
      param: 'attemptId',
      fallback: '/test/:testId/attempt/:attemptId#loading',
      fitKey: '/test/:testId/attempt/:attemptId#fit',
    });
  });

  it('the API’s test copy (api/test/helpers/page-manifests) and the build’s dist/pages.json are the route table', () => {
    const copy = path.join(__dirname, '../../../api/test/helpers/page-manifests/exam.json');
    expect(JSON.parse(fs.readFileSync(copy, 'utf8'))).toEqual(pageManifest());
    const built = path.join(__dirname, '../../dist/pages.json');
    if (fs.existsSync(built)) expect(JSON.parse(fs.readFileSync(built, 'utf8'))).toEqual(pageManifest());
  });
});
