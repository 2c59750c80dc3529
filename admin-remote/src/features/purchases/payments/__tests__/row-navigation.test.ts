import { firstSelection, moveSelection, nextPendingId } from '../lib/row-navigation';

const rows = [
  { id: 'a', reviewable: false },
  { id: 'b', reviewable: true },
  { id: 'c', reviewable: false },
  { id: 'd', reviewable: true },
  { id: 'e', reviewable: true },
];

describe('row navigation', () => {
  it('j/k move one row and stop at the ends; a lost selection starts at the top', () => {
    expect(moveSelection(rows, 'b', 1)).toBe('c');
    expect(moveSelection(rows, 'b', -1)).toBe('a');
    expect(moveSelection(rows, 'a', -1)).toBe('a');
    expect(moveSelection(rows, 'e', 1)).toBe('e');
    expect(moveSelection(rows, 'gone', 1)).toBe('a');
    expect(moveSelection([], null, 1)).toBeNull();
  });

  it('after an action the next pending row below is selected, else the nearest above', () => {
    expect(nextPendingId(rows, 'b')).toBe('d');
    expect(nextPendingId(rows, 'd')).toBe('e');
    expect(nextPendingId(rows, 'e')).toBe('d');
    expect(nextPendingId([{ id: 'x', reviewable: true }], 'x')).toBeNull();
  });

  it('starts on the first pending row', () => {
    expect(firstSelection(rows)).toBe('b');
    expect(firstSelection([{ id: 'a', reviewable: false }])).toBe('a');
    expect(firstSelection([])).toBeNull();
  });
});
