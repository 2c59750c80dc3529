import { buildApp } from '../../../src/app';
import { loadConfig } from '../../../src/config';
import { createTestApp, type TestContext } from '../../helpers/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ books: false });
});
afterAll(() => ctx.close());

describe('GET /api/site (docs/screens.md "Header and footer" contact details, from configuration)', () => {
  it('answers the default contacts to a guest, cacheable', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/site' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      email: 'support@examstore.in',
      phone: '+91 98765 43210',
      location: 'Mumbai, Maharashtra, India',
    });
    expect(res.headers['cache-control']).toBe('public, max-age=300');
  });

  it('answers what SUPPORT_EMAIL / SUPPORT_PHONE / SUPPORT_LOCATION say', async () => {
    const site = loadConfig({
      SUPPORT_EMAIL: 'help@example.in',
      SUPPORT_PHONE: '+91 22 1234 5678',
      SUPPORT_LOCATION: 'Pune, India',
    }).site;
    const app = await buildApp({ config: { ...ctx.config, site }, database: ctx.database });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/site' });
      expect(res.json()).toEqual({
        email: 'help@example.in',
        phone: '+91 22 1234 5678',
        location: 'Pune, India',
      });
    } finally {
      await app.close();
    }
  });
});
