import { upiLink } from '@exam/shared-contracts/rules';

describe('the test UPI link (docs/domains/purchases.md "Rules and limits")', () => {
  it('builds a UPI pay link with the test amount in INR', () => {
    expect(upiLink('examstore@okaxis', 'Exam Store', 100)).toBe(
      'upi://pay?pa=examstore@okaxis&pn=Exam%20Store&am=100.00&cu=INR',
    );
  });
  it('encodes reserved characters in the payee name', () => {
    expect(upiLink('a@b', 'A & B', 1.5)).toBe('upi://pay?pa=a@b&pn=A%20%26%20B&am=1.50&cu=INR');
  });
});
