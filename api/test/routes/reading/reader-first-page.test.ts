import { WATERMARK_CODE_HEADER } from '@exam/shared-contracts/reading';
import { firstPageView } from '@exam/shared-contracts/rules';
import sharp from 'sharp';
import { openReadingSession, signUp } from '../../helpers/test-app';
import { expectRefusal } from '../../helpers/refusal';
import { ctx, physics, openSession, get, setUpReaderApp } from './reader-setup';

/**
 * The reader's first page (docs/domains/reading.md "The reader"): a session opened with a view hint renders
 * and marks its first page while the viewer loads, once; without a hint nothing is prepared.
 */
setUpReaderApp();

describe('the first page is prepared while the viewer loads', () => {
  const until = async (check: () => boolean) => {
    for (let i = 0; i < 400 && !check(); i += 1) await new Promise((r) => setTimeout(r, 25));
    return check();
  };

  it('a session opened with a view hint renders and marks its first page once; the request takes it', async () => {
    const { token } = await signUp(ctx.app);
    const render = jest.spyOn(ctx.app.render.pool, 'render');
    try {
      // 612-pt page × 1.2 (zoom) × 1 (DPR) = 735 px → the 960 step (the viewer's own rule on a wide screen).
      const session = await openSession(token, physics._id, { pixelsPerPoint: 1.2 });
      expect(await until(() => render.mock.calls.length === 1)).toBe(true);
      expect(render.mock.calls[0][0]).toMatchObject({ page: 1, width: 960 });
      const res = await get('/api/reading/pages/1?w=735', session.token);
      expect(res.statusCode).toBe(200);
      expect(res.headers[WATERMARK_CODE_HEADER]).toBe(session.watermarkCode);
      expect((await sharp(res.rawPayload).metadata()).width).toBe(960);
      // Served from what the session prepared: no second render of that page.
      expect(render.mock.calls.filter(([t]) => t.page === 1 && t.width === 960)).toHaveLength(1);
      // Taken once: a second request is marked again from the clean cache (still one render).
      const again = await get('/api/reading/pages/1?w=735', session.token);
      expect(again.statusCode).toBe(200);
      expect(render.mock.calls.filter(([t]) => t.page === 1 && t.width === 960)).toHaveLength(1);
    } finally {
      render.mockRestore();
    }
  });

  it('a phone opening at FIT hints the width across the page: that step is prepared, whatever the page size', async () => {
    const { token } = await signUp(ctx.app);
    const render = jest.spyOn(ctx.app.render.pool, 'render');
    try {
      // A 360-px phone at DPR 2: 360 × 2 × 2 (narrow screens render at double) = 1,440 px → the 1,600 step.
      const view = firstPageView(2, 360);
      expect(view).toEqual({ imageWidth: 1440 });
      const session = await openSession(token, physics._id, view);
      expect(await until(() => render.mock.calls.length === 1)).toBe(true);
      expect(render.mock.calls[0][0]).toMatchObject({ page: 1, width: 1600 });
      // The viewer's FIT on that phone's 344-px stage asks for 1,376 px, the same step: no second render.
      const res = await get('/api/reading/pages/1?w=1376', session.token);
      expect(res.statusCode).toBe(200);
      expect(render.mock.calls.filter(([t]) => t.page === 1 && t.width === 1600)).toHaveLength(1);
    } finally {
      render.mockRestore();
    }
  });

  it('prepares nothing without a hint, or for a width served only as tiles; a bad hint is a 400', async () => {
    const { token } = await signUp(ctx.app);
    const render = jest.spyOn(ctx.app.render.pool, 'render');
    try {
      await openSession(token, physics._id);
      await openSession(token, physics._id, { pixelsPerPoint: 12 }); // 7,344 px: tiles only
      await new Promise((r) => setTimeout(r, 300));
      expect(render).not.toHaveBeenCalled();
    } finally {
      render.mockRestore();
    }
    for (const view of [
      { pixelsPerPoint: 0 },
      { pixelsPerPoint: 41 },
      { pixelsPerPoint: 'x' },
      { imageWidth: 0 },
      { imageWidth: 1.5 },
      { imageWidth: 20_001 },
      { other: 1 },
    ]) {
      const res = await openReadingSession(ctx.app, token, physics._id, { view });
      expect(res.statusCode).toBe(400);
      expectRefusal(res.json());
    }
  });
});
