import { countStatuses, paletteButtonName, paletteStatus } from '../palette-status';

describe('the palette’s five states (NTA)', () => {
  it('derives each state from the saved answer, the review mark and the visit', () => {
    expect(paletteStatus(undefined)).toBe('not-visited');
    expect(paletteStatus({ answer: null, markedForReview: false, visited: false })).toBe('not-visited');
    expect(paletteStatus({ answer: null, markedForReview: false, visited: true })).toBe('not-answered');
    expect(paletteStatus({ answer: '3', markedForReview: false, visited: true })).toBe('answered');
    expect(paletteStatus({ answer: null, markedForReview: true, visited: true })).toBe('marked');
    expect(paletteStatus({ answer: '1;3', markedForReview: true, visited: true })).toBe('answered-marked');
    expect(paletteStatus({ answer: '', markedForReview: false, visited: true })).toBe('not-answered');
  });

  it('names each button by number and state', () => {
    expect(paletteButtonName(1, 'answered')).toBe('Question 1: Answered');
    expect(paletteButtonName(12, 'answered-marked')).toBe('Question 12: Answered & Marked for Review');
    expect(paletteButtonName(3, 'not-visited')).toBe('Question 3: Not Visited');
  });

  it('counts states', () => {
    expect(countStatuses(['answered', 'answered', 'marked'])).toEqual({
      'not-visited': 0,
      'not-answered': 0,
      answered: 2,
      marked: 1,
      'answered-marked': 0,
    });
  });
});
