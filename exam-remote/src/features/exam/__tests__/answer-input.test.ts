import { examT } from '../i18n';
import {
  DECIMALS_PROBLEM,
  draftAnswer,
  numericProblem,
  optionLabel,
  pickOption,
  pressKey,
} from '../lib/answer-input';

describe('options', () => {
  it('are named as the paper prints them: Option (1)…(4), or Option (A)…(D) on a lettered paper', () => {
    expect([1, 2, 3, 4].map((o) => optionLabel(o, 'numbers'))).toEqual([
      'Option (1)',
      'Option (2)',
      'Option (3)',
      'Option (4)',
    ]);
    expect([1, 2, 3, 4].map((o) => optionLabel(o, 'letters'))).toEqual([
      'Option (A)',
      'Option (B)',
      'Option (C)',
      'Option (D)',
    ]);
  });

  it('single correct takes the option; multiple correct toggles it, canonical and sorted', () => {
    expect(pickOption('single', '2', 4)).toBe('4');
    expect(pickOption('multiple', null, 3)).toBe('3');
    expect(pickOption('multiple', '3', 1)).toBe('1;3');
    expect(pickOption('multiple', '1;3', 3)).toBe('1');
    expect(pickOption('multiple', '1', 1)).toBeNull();
  });
});

describe('the numeric keypad', () => {
  it('a whole-number question has no decimal point: the key does nothing', () => {
    expect(pressKey('12', '.', true)).toBe('12');
    expect(pressKey('12', '.', false)).toBe('12.');
    expect(pressKey('12.', '.', false)).toBe('12.');
  });

  it('minus goes in front and comes off again; Backspace and Clear All', () => {
    expect(pressKey('7', '-', true)).toBe('-7');
    expect(pressKey('-7', '-', true)).toBe('7');
    expect(pressKey('−7', '-', true)).toBe('7');
    expect(pressKey('-70', 'backspace', true)).toBe('-7');
    expect(pressKey('-70', 'clear', true)).toBe('');
  });

  it('a digit past 9 before or 6 after the point does nothing; what is in the box is never rewritten', () => {
    expect(pressKey('123456789', '0', true)).toBe('123456789');
    expect(pressKey('0.123456', '7', false)).toBe('0.123456');
    expect(pressKey('66.4', '4', true)).toBe('66.44');
  });
});

describe('a typed numerical answer', () => {
  it('on a whole-number question, 66.44 and 4.5 are refused as they are, never read as 6644 or 45', () => {
    for (const typed of ['66.44', '4.5', '4,5', '-2.0']) {
      expect(numericProblem(typed, true)).toBe('This answer must be a whole number');
      const saved = draftAnswer({ type: 'numerical', integerOnly: true }, typed);
      expect(saved).toEqual({ ok: false, error: 'This answer must be a whole number' });
    }
    expect(draftAnswer({ type: 'numerical', integerOnly: true }, '66')).toEqual({ ok: true, answer: '66' });
  });

  it('a decimal question takes one point and a leading minus (either sign), within 9 and 6 digits', () => {
    const decimal = { type: 'numerical' as const, integerOnly: false };
    expect(draftAnswer(decimal, '−4.25')).toEqual({ ok: true, answer: '-4.25' });
    expect(draftAnswer(decimal, ' 12.50 ')).toEqual({ ok: true, answer: '12.5' });
    expect(draftAnswer(decimal, '5.')).toEqual({ ok: true, answer: '5' });
    expect(numericProblem('1.2.3', false)).toBe(
      'Enter digits only, with one decimal point and a minus sign in front if needed',
    );
    expect(numericProblem('a1b2', false)).not.toBeNull();
    expect(numericProblem('1234567890', true)).toBe(
      'At most 9 digits before the decimal point and 6 after it',
    );
    expect(numericProblem('0.1234567', false)).toBe(
      'At most 9 digits before the decimal point and 6 after it',
    );
  });

  it('a question of 2 decimal places refuses a third digit after the point, as typed', () => {
    const twoPlaces = { type: 'numerical' as const, integerOnly: false, decimals: 2 };
    expect(numericProblem('3.141', false, 2)).toBe(DECIMALS_PROBLEM);
    expect(examT(DECIMALS_PROBLEM, { n: 2 })).toBe('At most 2 digits after the decimal point');
    expect(examT(DECIMALS_PROBLEM, { n: 1 })).toBe('At most 1 digit after the decimal point');
    expect(draftAnswer(twoPlaces, '3.141')).toEqual({
      ok: false,
      error: 'At most 2 digits after the decimal point',
    });
    expect(draftAnswer(twoPlaces, '−3.14')).toEqual({ ok: true, answer: '-3.14' });
    expect(draftAnswer(twoPlaces, '3.')).toEqual({ ok: true, answer: '3' });
    expect(numericProblem('3.14', false, 2)).toBeNull();
    expect(numericProblem('1.2.3', false, 2)).toBe(
      'Enter digits only, with one decimal point and a minus sign in front if needed',
    );
    // The keypad never cuts what is typed: a third digit goes into the box, and the message says why.
    expect(pressKey('3.14', '1', false)).toBe('3.141');
    // Without places (an older API), up to 6 as before; a whole-number question keeps its own message.
    expect(numericProblem('3.141593', false, null)).toBeNull();
    expect(draftAnswer({ type: 'numerical', integerOnly: false }, '3.141593')).toEqual({
      ok: true,
      answer: '3.141593',
    });
    expect(numericProblem('3.1', true, 2)).toBe('This answer must be a whole number');
  });

  it('a lone sign or point is an answer being typed: no message yet, refused when saved', () => {
    expect(numericProblem('-', false)).toBeNull();
    expect(numericProblem('.', false)).toBeNull();
    expect(draftAnswer({ type: 'numerical', integerOnly: false }, '-')).toEqual({
      ok: false,
      error: 'Enter a number to save this answer.',
    });
    expect(draftAnswer({ type: 'numerical', integerOnly: false }, '  ')).toEqual({ ok: true, answer: null });
  });
});
