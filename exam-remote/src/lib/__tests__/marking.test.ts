import { marksText, sectionMarkingText } from '../marking';

const plus4 = {
  single: { correct: 4, wrong: -1 },
  multiple: { correct: 4, wrong: -1, partial: false },
  numerical: { correct: 4, wrong: -1 },
};
const advanced = {
  single: { correct: 3, wrong: -1 },
  multiple: { correct: 4, wrong: -2, partial: true },
  numerical: { correct: 4, wrong: 0 },
};

describe('marking as candidates read it', () => {
  it('one text when every type scores alike, one per type otherwise', () => {
    expect(sectionMarkingText(plus4)).toBe('+4 correct, −1 wrong');
    expect(sectionMarkingText(advanced)).toBe(
      'Single correct: +3 correct, −1 wrong; Multiple correct: +4 correct, −2 wrong, partial marks; Numerical value: +4 correct, no negative marking',
    );
    expect(marksText(advanced, 'numerical')).toBe('+4 correct, no negative marking');
  });

  it('only the types a section holds: a JEE Advanced section of numericals reads as one', () => {
    expect(sectionMarkingText(advanced, ['numerical'])).toBe('+4 correct, no negative marking');
    expect(sectionMarkingText(advanced, ['single', 'numerical'])).toBe(
      'Single correct: +3 correct, −1 wrong; Numerical value: +4 correct, no negative marking',
    );
  });
});
