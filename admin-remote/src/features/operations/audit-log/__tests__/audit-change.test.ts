import { describeChange } from '../lib/audit-change';

describe('describeChange', () => {
  it('lists changed fields as before → after, leaving bookkeeping out', () => {
    expect(describeChange({ role: 'user' }, { role: 'admin' })).toEqual(['role: user → admin']);
    expect(
      describeChange(
        { title: 'A', pricePaise: 100, updatedAt: '1' },
        { title: 'B', pricePaise: 100, updatedAt: '2' },
      ),
    ).toEqual(['title: A → B']);
    expect(describeChange({ status: 'pending' }, { status: 'approved', rejectionReason: null })).toEqual([
      'status: pending → approved',
    ]);
    expect(
      describeChange({ status: 'pending' }, { status: 'rejected', rejectionReason: 'wrong UTR' }),
    ).toEqual(['status: pending → rejected', 'rejectionReason: (empty) → wrong UTR']);
  });

  it('shows a creation as its values, and caps long lists and values', () => {
    expect(
      describeChange(null, { title: 'New', pages: 12, pdfKey: 'x.pdf', priceDiscountedPaise: null }),
    ).toEqual(['title: New', 'pages: 12']);
    const many = Object.fromEntries(Array.from({ length: 9 }, (_, i) => [`f${i}`, i]));
    expect(describeChange({}, many, 3)).toEqual([
      'f0: (empty) → 0',
      'f1: (empty) → 1',
      'f2: (empty) → 2',
      'and 6 more',
    ]);
    expect(describeChange({ d: 'x' }, { d: 'y'.repeat(100) })[0]).toHaveLength(`d: x → `.length + 60);
  });
});
