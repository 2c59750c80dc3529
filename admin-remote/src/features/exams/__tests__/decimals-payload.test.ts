import { buildEditBody } from '../lib/edit-payload';
import { draftOf, type TestDraft } from '../lib/test-draft';
import { sampleQuestion, sampleTest } from './sample-test';

/**
 * A numerical question's decimal places in the editor (docs/domains/exams.md "Online tests"): typed in the
 * Decimal places field, sent as a number, loaded back from the saved test; blank sends nothing (up to 6);
 * the key is checked against them; a whole-number question sends none.
 */
const withQ4 = (draft: TestDraft, patch: Partial<TestDraft['questions'][number]>): TestDraft => ({
  ...draft,
  questions: draft.questions.map((q) => (q.number === 4 ? { ...q, ...patch } : q)),
});

describe('decimal places in the edit payload', () => {
  it('2 typed is sent as decimals 2, and a saved test with them loads back as "2"', () => {
    const result = buildEditBody(withQ4(draftOf(sampleTest()), { decimalsText: '2', answerText: '12.25' }));
    if (!result.ok) throw new Error(result.problems.join('; '));
    expect(result.body.questions[3]).toMatchObject({ number: 4, decimals: 2, answer: '12.25' });
    const saved = sampleTest({
      questions: [...sampleTest().questions.slice(0, 3), result.body.questions[3]],
    });
    expect(draftOf(saved).questions[3].decimalsText).toBe('2');
  });

  it('blank sends no decimals, as before, and an older test loads with a blank field', () => {
    const draft = draftOf(sampleTest());
    expect(draft.questions[3].decimalsText).toBe('');
    const result = buildEditBody(draft);
    if (!result.ok) throw new Error(result.problems.join('; '));
    expect(result.body.questions[3]).not.toHaveProperty('decimals');
  });

  it('a key with more digits after the point, or places not 1 to 6, are problems', () => {
    const tooLong = buildEditBody(withQ4(draftOf(sampleTest()), { decimalsText: '1', answerText: '12.25' }));
    expect(tooLong).toEqual({
      ok: false,
      problems: ["Question 4 is numerical; '12.25' has more than 1 digit after the decimal point"],
    });
    for (const typed of ['0', '7', '1.5', 'two']) {
      const bad = buildEditBody(withQ4(draftOf(sampleTest()), { decimalsText: typed }));
      expect(bad.ok).toBe(false);
      if (!bad.ok)
        expect(bad.problems[0]).toMatch(/^Question 4: decimal places must be a whole number from 1 to 6/);
    }
  });

  it('a whole-number or an option question sends no decimals, whatever the field held', () => {
    const whole = buildEditBody(
      withQ4(draftOf(sampleTest()), { decimalsText: '2', integerOnly: true, answerText: '12' }),
    );
    if (!whole.ok) throw new Error(whole.problems.join('; '));
    expect(whole.body.questions[3]).not.toHaveProperty('decimals');
    const single = draftOf(sampleTest({ questions: [sampleQuestion(1, { answer: '3', decimals: 2 })] }));
    const built = buildEditBody(single);
    if (!built.ok) throw new Error(built.problems.join('; '));
    expect(built.body.questions[0]).not.toHaveProperty('decimals');
  });
});
