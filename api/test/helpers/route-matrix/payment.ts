import { SIGNED_IN, s, type MatrixRow } from './rows';

/**
 * Buying (modules/purchases/routes) and the student's own lists (modules/purchases/routes/library): payment page, UTR submission, status,
 * receipts, purchased books and orders.
 */
export const PAYMENT_ROUTES: MatrixRow[] = [
  {
    method: 'GET',
    route: '/api/payment/:bookId',
    request: (f) => ({ url: `/api/payment/${f.paidBook._id}` }),
    expect: SIGNED_IN(200),
  },
  {
    method: 'POST',
    route: '/api/payment/submit',
    request: (f) => ({
      url: '/api/payment/submit',
      payload: { bookId: f.paidBook._id, utr: f.utr(), amount: 1 },
    }),
    // buyer: owns it; nonBuyer: already pending; admin: reads everything, cannot file purchases.
    expect: s([401, 201, 401, 409, 409, 409]),
  },
  {
    method: 'GET',
    route: '/api/payment/:paymentId/status',
    request: (f) => ({ url: `/api/payment/${f.buyerPaymentId}/status` }),
    expect: s([401, 404, 401, 200, 404, 200]),
  },
  {
    method: 'GET',
    route: '/api/user/purchased-books',
    request: () => ({ url: '/api/user/purchased-books' }),
    expect: SIGNED_IN(200),
  },
  {
    method: 'GET',
    route: '/api/user/closed-books',
    request: () => ({ url: '/api/user/closed-books' }),
    expect: SIGNED_IN(200),
  },
  {
    method: 'GET',
    route: '/api/payment/:paymentId/receipt',
    // Only the buyer's own approved payment has a receipt; anyone else's is 404 like a missing one.
    request: (f) => ({ url: `/api/payment/${f.buyerPaymentId}/receipt` }),
    expect: s([401, 404, 401, 200, 404, 404]),
  },
  {
    method: 'GET',
    route: '/api/user/receipts',
    request: () => ({ url: '/api/user/receipts' }),
    expect: SIGNED_IN(200),
  },
  {
    method: 'GET',
    route: '/api/user/orders',
    request: () => ({ url: '/api/user/orders' }),
    expect: SIGNED_IN(200),
  },
];
