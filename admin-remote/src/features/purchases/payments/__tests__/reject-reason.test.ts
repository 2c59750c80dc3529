import { parseTemplates, rejectReason } from '../lib/reject-reason';

describe('rejectReason', () => {
  it('joins the template and the note, or keeps whichever is given', () => {
    expect(rejectReason('Amount does not match', ' paid ₹90 ')).toBe('Amount does not match: paid ₹90');
    expect(rejectReason('UTR not found in our statement', '  ')).toBe('UTR not found in our statement');
    expect(rejectReason('', 'Screenshot was edited')).toBe('Screenshot was edited');
    expect(rejectReason(' ', '')).toBe('');
  });
});

describe('parseTemplates', () => {
  it('reads one template a line, without blanks or repeats', () => {
    expect(parseTemplates(' A \n\nB\nA\n  ')).toEqual(['A', 'B']);
    expect(parseTemplates('')).toEqual([]);
  });
});
