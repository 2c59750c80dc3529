import { matchView } from '../lib/match-view';

describe('matchView', () => {
  it('shows each match state, both amounts on a mismatch', () => {
    expect(matchView({ amount: 99, match: { state: 'matched', statementAmount: 99 } })).toEqual({
      label: 'Matched',
      tone: 'success',
      detail: null,
    });
    const mismatch = matchView({ amount: 149, match: { state: 'amount_mismatch', statementAmount: 99 } });
    expect(mismatch.label).toBe('Amount mismatch');
    expect(mismatch.detail).toMatch(/99.*149/);
    expect(matchView({ amount: 99, match: { state: 'not_in_statement', statementAmount: null } }).label).toBe(
      'Not in statement',
    );
    expect(matchView({ amount: 99, match: { state: 'unchecked', statementAmount: null } }).label).toBe(
      'No statement yet',
    );
    expect(matchView({ amount: 99, match: null }).label).toBe('-');
    expect(matchView({ amount: 99 }).label).toBe('-');
  });
});
