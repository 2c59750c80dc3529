import { exportPath } from '../lib/export-path';

describe('exportPath', () => {
  it('sends the status always, match and search only when set, URL-encoded', () => {
    expect(exportPath({ status: 'pending', match: '', q: '' })).toBe(
      '/admin/payments/export.csv?status=pending',
    );
    expect(exportPath({ status: 'all', match: 'amount_mismatch', q: 'a&b @x' })).toBe(
      '/admin/payments/export.csv?status=all&match=amount_mismatch&q=a%26b+%40x',
    );
  });
});
