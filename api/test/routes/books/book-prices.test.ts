import { PRICE_MESSAGES } from '@exam/shared-contracts/rules';
import { multipart } from '../../helpers/multipart';
import { auth, createTestAppWithAdmin, type TestContext } from '../../helpers/test-app';

/**
 * Prices are plain decimal rupees with at most two decimals, a paid book costs at least
 * ₹1, a free book is stored with price 0. The admin form applies the same shared rule
 * (admin-remote book-form.test.ts).
 */
let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ({ ctx, admin } = await createTestAppWithAdmin({ books: false }));
});
afterAll(() => ctx.close());

const fields = {
  title: 'Price rules',
  description: 'd',
  category: 'NEET',
  section: 'class12',
  price: '250',
  priceDiscounted: '',
  isFree: 'false',
};
const send = (method: 'POST' | 'PUT', url: string, over: Record<string, string>) => {
  const body = multipart({ ...fields, ...over });
  return ctx.app.inject({ method, url, headers: { ...auth(admin), ...body.headers }, payload: body.payload });
};
const create = (over: Record<string, string>) => send('POST', '/api/admin/books', over);

describe('book prices', () => {
  it.each(['0x10', '0.001', '1e3', '-5', '12,00', ' .5', '5.', 'Infinity', 'NaN', '0b11', '१००', '+7'])(
    'price %j is refused with 400 and the rule',
    async (price) => {
      const res = await create({ price });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: PRICE_MESSAGES.format('Price') });
    },
  );

  it('a hex or three-decimal discounted price is refused too', async () => {
    for (const priceDiscounted of ['0x10', '9.999']) {
      const res = await create({ priceDiscounted });
      expect(res.json()).toMatchObject({ error: PRICE_MESSAGES.format('Discounted price') });
    }
  });

  it('a paid book costs at least ₹1, its discount too; a discount above the price is refused', async () => {
    const cases: Record<string, string>[] = [
      { price: '0.99' },
      { price: '0' },
      { price: '10', priceDiscounted: '0.5' },
    ];
    for (const over of cases) {
      const res = await create(over);
      expect([over, res.statusCode, res.json()]).toEqual([over, 400, { error: PRICE_MESSAGES.minPaid }]);
    }
    const above = await create({ price: '10', priceDiscounted: '10.01' });
    expect(above.json()).toMatchObject({ error: PRICE_MESSAGES.discountAbovePrice });
  });

  it('valid amounts are kept to the paisa; above ₹1,00,00,000 is refused', async () => {
    const res = await create({ price: ' 499.50 ', priceDiscounted: '1' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ price: 499.5, priceDiscounted: 1, isFree: false });
    const huge = await create({ price: '10000000.01' });
    expect(huge.json()).toMatchObject({ error: PRICE_MESSAGES.range('Price') });
  });

  it('a free book is stored with price 0 and no discount, whatever price was sent', async () => {
    const res = await create({ isFree: 'true', price: '500', priceDiscounted: '400' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ isFree: true, price: 0, priceDiscounted: null });
  });

  it('updates follow the same rules: 0x10 refused, turning a book free zeroes its price', async () => {
    const id = (await create({})).json()._id as string;
    const hex = await send('PUT', `/api/admin/books/${id}`, { price: '0x10' });
    expect(hex.statusCode).toBe(400);
    const free = await send('PUT', `/api/admin/books/${id}`, { isFree: 'true' });
    expect(free.json()).toMatchObject({ isFree: true, price: 0 });
  });
});
