import { optionLabel, pickOption, pressKey, sanitizeNumeric } from '../lib/answer-input';

describe('options', () => {
  it('are named Option 1…4, or Option A…D on a lettered paper', () => {
    expect([1, 2, 3, 4].map((o) => optionLabel(o, 'numbers'))).toEqual([
      'Option 1',
      'Option 2',
      'Option 3',
      'Option 4',
    ]);
    expect([1, 2, 3, 4].map((o) => optionLabel(o, 'letters'))).toEqual([
      'Option A',
      'Option B',
      'Option C',
      'Option D',
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
  it('a whole-number question refuses the decimal point, typed or pressed', () => {
    expect(pressKey('12', '.', true)).toBe('12');
    expect(sanitizeNumeric('12.5', true)).toBe('125');
    expect(pressKey('12', '.', false)).toBe('12.');
    expect(pressKey('12.', '.', false)).toBe('12.');
  });

  it('minus goes in front and comes off again; Backspace and Clear All', () => {
    expect(pressKey('7', '-', true)).toBe('-7');
    expect(pressKey('-7', '-', true)).toBe('7');
    expect(pressKey('-70', 'backspace', true)).toBe('-7');
    expect(pressKey('-70', 'clear', true)).toBe('');
  });

  it('typing keeps only what the keypad could make, within 9 and 6 digits', () => {
    expect(sanitizeNumeric('a1b2-3', false)).toBe('123');
    expect(sanitizeNumeric('−4.25', false)).toBe('-4.25');
    expect(sanitizeNumeric('1234567890', true)).toBe('123456789');
    expect(sanitizeNumeric('0.12345678', false)).toBe('0.123456');
    expect(sanitizeNumeric('1.2.3', false)).toBe('1.23');
  });
});
