import { ATTEMPT_DEVICE_MESSAGES } from '@exam/shared-contracts/exams';
import { LIMIT_MESSAGES, READING_SESSION_EXPIRED } from '@exam/shared-contracts/reading';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@exam/shared-contracts/accounts';
import { type ApiErrorCode } from '@exam/shared-contracts/http';
import { PASSWORD_MESSAGES } from '@exam/shared-contracts/rules/password';
import { UTR_LENGTH } from '@exam/shared-contracts/rules';
import type { Coded } from '../platform/http-error';
import { AUTH_MESSAGES, NAME_REQUIRED, REPLACE_MESSAGES, RESET_INVALID_MESSAGE } from '../modules/accounts';
import { ATTEMPT_MESSAGES } from '../modules/exams';
import { PAYMENT_MESSAGES } from '../modules/purchases';
// From the route file: the reading index re-exporting it would close an import circle through exams.
import { READING_SESSION_REQUIRED } from '../modules/reading/routes/reader-auth';
import { RENDER_MESSAGES } from '../platform/render/render-messages';

/** The 400 of an e-mail address the schema refuses (its `format`). */
export const EMAIL_INVALID_MESSAGE = 'Please enter a valid e-mail address';

const entries: [string, ApiErrorCode, Coded['params']?][] = [
  [AUTH_MESSAGES.missing, 'sign_in_required'],
  [AUTH_MESSAGES.expired, 'session_expired'],
  [LIMIT_MESSAGES.deviceSignedOut, 'device_signed_out'],
  [LIMIT_MESSAGES.signInHere, 'reader_sign_in_here'],
  [LIMIT_MESSAGES.deviceKeyMissing, 'device_key_missing'],
  [LIMIT_MESSAGES.otherDevice, 'reading_other_device'],
  [LIMIT_MESSAGES.takenOver, 'book_taken_over'],
  [NAME_REQUIRED, 'name_required'],
  [EMAIL_INVALID_MESSAGE, 'email_invalid'],
  [RESET_INVALID_MESSAGE, 'reset_invalid'],
  [PASSWORD_MESSAGES.tooShort, 'password_too_short', { min: PASSWORD_MIN_LENGTH }],
  [PASSWORD_MESSAGES.tooLong, 'password_too_long', { max: PASSWORD_MAX_LENGTH }],
  [PASSWORD_MESSAGES.blank, 'password_blank'],
  [PASSWORD_MESSAGES.personal, 'password_personal'],
  [PASSWORD_MESSAGES.weak, 'password_weak'],
  [REPLACE_MESSAGES.invalid, 'replace_expired'],
  [REPLACE_MESSAGES.unknownDevice, 'replace_unknown_device'],
  [REPLACE_MESSAGES.noMail, 'replace_no_mail'],
  [REPLACE_MESSAGES.wrongCode, 'replace_wrong_code'],
  [PAYMENT_MESSAGES.badUtr, 'utr_invalid', { length: UTR_LENGTH }],
  [PAYMENT_MESSAGES.owned, 'already_owned'],
  [PAYMENT_MESSAGES.pending, 'payment_pending'],
  [PAYMENT_MESSAGES.utrUsed, 'utr_used'],
  [PAYMENT_MESSAGES.free, 'book_free'],
  [PAYMENT_MESSAGES.bookNotFound, 'book_not_found'],
  [PAYMENT_MESSAGES.notFound, 'payment_not_found'],
  [READING_SESSION_EXPIRED, 'reading_session_expired'],
  [READING_SESSION_REQUIRED, 'reading_session_required'],
  [RENDER_MESSAGES.busy, 'reader_busy'],
  [RENDER_MESSAGES.notRendered, 'page_not_rendered'],
  [RENDER_MESSAGES.pageNotFound, 'page_not_found'],
  [ATTEMPT_MESSAGES.testNotFound, 'test_not_found'],
  [ATTEMPT_MESSAGES.attemptNotFound, 'attempt_not_found'],
  [ATTEMPT_MESSAGES.questionNotFound, 'question_not_found'],
  [ATTEMPT_MESSAGES.noAccess, 'test_no_access'],
  [ATTEMPT_MESSAGES.submitted, 'attempt_submitted'],
  [ATTEMPT_MESSAGES.timeUp, 'attempt_time_up'],
  [ATTEMPT_DEVICE_MESSAGES.openedElsewhere, 'test_opened_elsewhere'],
  [ATTEMPT_DEVICE_MESSAGES.signInHere, 'test_sign_in_here'],
  [ATTEMPT_DEVICE_MESSAGES.signedOut, 'test_device_signed_out'],
];

/**
 * The code of each shared refusal text (the message constants several routes throw): a route throwing
 * one of them needs no code of its own. Refusals with values in their text (a wait in seconds, a date)
 * and one-off texts carry their code where they are thrown (`HttpError`'s third argument).
 */
const BY_TEXT = new Map<string, Coded>(
  entries.map(([text, code, params]) => [text, params ? { code, params } : { code }]),
);

/**
 * The stable code (and message values) of a refusal (docs/languages.md): the one it was thrown
 * with, else the one of its text when that is a shared message, else undefined (a refusal students do
 * not see: the admin's forms keep English).
 */
export function codeOf(message: string, thrown?: Coded): Coded | undefined {
  return thrown ?? BY_TEXT.get(message);
}
