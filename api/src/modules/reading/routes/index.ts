import {
  LIMIT_MESSAGES,
  ReadingProgress,
  ReadingProgressBody,
  ReadingProgressParams,
  ReadingSession,
  ReadingSessionBody,
} from '@exam/shared-contracts/reading';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { getProgress, readableBook, saveProgress, signReadingToken } from '../reading';
import { addressesToday, endOtherDevices, openReadingSession } from '../reading-sessions';
import { findDevice, requestDeviceHash, flagAccount } from '../../accounts';
import { attemptMarks } from '../../exams';
import type { Db } from '../../../db/client';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../../platform/http-error';
import { markReader } from '../render/watermark';
import { ERRORS } from '../../../platform/http/route-schemas';
import { noStoreJson } from '../../../platform/http/no-store';

/**
 * Reading sessions and resume (docs/domains/reading.md "Viewer states").
 *  - `POST /api/reading/sessions {bookId | pdfUrl, view?}` (signed-in user who may read the book): 201
 *    `{ token, expiresAt, expiresIn, bookId, lastPage, reader }`. The viewer sends `token` as the Bearer of
 *    every page request; it is refused after `expiresAt` (READING_SESSION_SECONDS, default 1800). With
 *    `view` (image pixels per point, or across the page) the page the viewer opens on is rendered and marked
 *    at once, in the background.
 *    The session is bound to this device (the sign-in token's, with its cookie), and a student's sessions
 *    on other devices end (one reader at a time).
 *  - `GET /api/reading/progress/:bookId` → `{ bookId, lastPage, updatedAt }` (nulls before the first save).
 *  - `PUT /api/reading/progress/:bookId {page}` saves where the user left off, for any device.
 * Progress needs the same right to read as the PDF, so nobody stores rows for books they cannot open.
 */
/** Addresses in a day past which an account is flagged (a shared account reads from many places). */
const ADDRESSES_PER_DAY = 5;

/**
 * The device a reading session is opened on: the sign-in token's (`did`), and the request must carry that
 * device's cookie, so a sign-in token copied to another browser opens nothing. 401 `Please sign in again
 * on this device to read` otherwise (a token from before devices, or another browser's).
 */
async function readingDevice(db: Db, req: FastifyRequest) {
  const device = req.deviceId ? await findDevice(db, req.deviceId) : undefined;
  if (!device || device.revokedAt || requestDeviceHash(req) !== device.secretHash)
    throw new HttpError(401, LIMIT_MESSAGES.signInHere);
  return device;
}

/**
 * One reader at a time: the student's sessions on other devices end (their viewers say the book was opened
 * on another device and offer to take it back); a day with many addresses flags the account.
 */
async function oneReaderAtATime(app: FastifyInstance, userId: string, deviceId: string) {
  await endOtherDevices(app.db, userId, deviceId);
  const addresses = await addressesToday(app.db, userId);
  if (addresses.length >= ADDRESSES_PER_DAY)
    await flagAccount(app.db, userId, 'many-addresses', { addresses: addresses.slice(0, 20) });
}

const reading: FastifyPluginAsyncTypebox = async (app) => {
  noStoreJson(app);
  app.post(
    '/reading/sessions',
    {
      onRequest: app.authenticate,
      schema: { body: ReadingSessionBody, response: { 201: ReadingSession, ...ERRORS } },
    },
    async (req, reply) => {
      if (!req.body.bookId && !req.body.pdfUrl) throw new HttpError(400, 'bookId or pdfUrl is required');
      const user = req.currentUser!;
      const book = await readableBook(app.db, user, req.body);
      const device = await readingDevice(app.db, req);
      const seconds = app.config.readingSessionSeconds;
      // The session row (leak code) outlives the token: leak traces stay answerable after expiry.
      const expires = new Date(Date.now() + seconds * 1000);
      // A leak code names one holder: none an exam attempt holds (docs/domains/reading.md "Marks").
      const taken = (code: string) => attemptMarks.codeTaken(app.db, code);
      const opened = { deviceId: device.id, ip: req.ip };
      const row = await openReadingSession(app.db, user.id, book.id, expires, opened, taken);
      if (user.role !== 'admin') await oneReaderAtATime(app, user.id, device.id);
      const session = signReadingToken(app, user.id, book.id, seconds, row.id, user.tokenVersion);
      const { lastPage } = await getProgress(app.db, user.id, book.id);
      if (req.body.view && book.pdfKey) {
        // The first page is rendered and marked while the viewer loads; the page request then takes it.
        const target = { session: row, reader: markReader(user), userId: user.id };
        app.render.marked
          .prepareFirst(book, lastPage ?? 1, req.body.view, target)
          .catch((err: Error) => req.log.debug(`first page not prepared: ${err.message}`));
      }
      reply.header('cache-control', 'no-store');
      return reply.status(201).send({
        token: session.token,
        expiresAt: session.expiresAt.toISOString(),
        expiresIn: session.expiresIn,
        bookId: book.id,
        lastPage,
        reader: { id: user.id, email: user.email ?? null },
        watermarkCode: row.code,
      });
    },
  );

  app.get(
    '/reading/progress/:bookId',
    {
      onRequest: app.authenticate,
      schema: { params: ReadingProgressParams, response: { 200: ReadingProgress, ...ERRORS } },
    },
    async (req) => {
      const book = await readableBook(app.db, req.currentUser!, { bookId: req.params.bookId });
      return getProgress(app.db, req.currentUser!.id, book.id);
    },
  );

  app.put(
    '/reading/progress/:bookId',
    {
      onRequest: app.authenticate,
      schema: {
        params: ReadingProgressParams,
        body: ReadingProgressBody,
        response: { 200: ReadingProgress, ...ERRORS },
      },
    },
    async (req) => {
      const book = await readableBook(app.db, req.currentUser!, { bookId: req.params.bookId });
      return saveProgress(app.db, req.currentUser!.id, book.id, req.body.page);
    },
  );
};
export default reading;
